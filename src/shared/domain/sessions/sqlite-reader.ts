// A minimal read-only reader of SQLite database files (the on-disk format, https://sqlite.org/fileformat.html):
// enough to list the rows of one ordinary table, for Cursor's state.vscdb (decision 0271). It reads bytes it is
// given, so the database is never opened, locked or changed; a write-ahead log beside the file is not read.

export class SqliteFormatError extends Error {}

export type SqliteValue = null | number | bigint | string | Uint8Array;

const HEADER = "SQLite format 3\u0000";

export function isSqlite(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  for (let i = 0; i < 16; i++) if (bytes[i] !== HEADER.charCodeAt(i)) return false;
  return true;
}

interface Varint {
  value: number;
  next: number;
}

function varint(b: Uint8Array, at: number): Varint {
  let value = 0;
  for (let i = 0; i < 8; i++) {
    const byte = b[at + i];
    if (byte === undefined) throw new SqliteFormatError("The database ends inside a record.");
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  const last = b[at + 8];
  if (last === undefined) throw new SqliteFormatError("The database ends inside a record.");
  return { value: value * 256 + last, next: at + 9 };
}

export class SqliteFile {
  readonly pageSize: number;
  private readonly usable: number;
  private readonly decoder: { decode(bytes: Uint8Array): string };
  private readonly pageCount: number;

  constructor(private readonly bytes: Uint8Array) {
    if (!isSqlite(bytes)) throw new SqliteFormatError("This is not an SQLite database.");
    const raw = (bytes[16]! << 8) | bytes[17]!;
    this.pageSize = raw === 1 ? 65536 : raw;
    if (this.pageSize < 512 || (this.pageSize & (this.pageSize - 1)) !== 0)
      throw new SqliteFormatError("The database header is damaged (page size).");
    this.usable = this.pageSize - bytes[20]!;
    const encoding = (bytes[56]! << 24) | (bytes[57]! << 16) | (bytes[58]! << 8) | bytes[59]!;
    this.decoder = new TextDecoder(encoding === 2 ? "utf-16le" : encoding === 3 ? "utf-16be" : "utf-8");
    this.pageCount = Math.floor(bytes.length / this.pageSize);
  }

  private page(n: number): Uint8Array {
    if (n < 1 || n > this.pageCount) throw new SqliteFormatError(`The database is truncated (page ${n} is missing).`);
    return this.bytes.subarray((n - 1) * this.pageSize, n * this.pageSize);
  }

  /** The payload of one table b-tree cell, following overflow pages. */
  private payload(page: Uint8Array, at: number): Uint8Array {
    const size = varint(page, at);
    const rowid = varint(page, size.next);
    const start = rowid.next;
    const p = size.value;
    const u = this.usable;
    const x = u - 35;
    if (p <= x) return page.subarray(start, start + p);
    const m = Math.floor(((u - 12) * 32) / 255) - 23;
    const k = m + ((p - m) % (u - 4));
    const local = k <= x ? k : m;
    const out = new Uint8Array(p);
    out.set(page.subarray(start, start + local), 0);
    let filled = local;
    let next = new DataView(page.buffer, page.byteOffset + start + local, 4).getUint32(0);
    let hops = 0;
    while (filled < p && next !== 0) {
      if (++hops > this.pageCount) throw new SqliteFormatError("The database has a looping overflow chain.");
      const o = this.page(next);
      const take = Math.min(u - 4, p - filled);
      out.set(o.subarray(4, 4 + take), filled);
      filled += take;
      next = new DataView(o.buffer, o.byteOffset, 4).getUint32(0);
    }
    if (filled < p) throw new SqliteFormatError("The database is truncated (an overflow page is missing).");
    return out;
  }

  private record(payload: Uint8Array): SqliteValue[] {
    const header = varint(payload, 0);
    const types: number[] = [];
    let at = header.next;
    while (at < header.value) {
      const t = varint(payload, at);
      types.push(t.value);
      at = t.next;
    }
    let body = header.value;
    const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
    const values: SqliteValue[] = [];
    for (const t of types) {
      if (t === 0) values.push(null);
      else if (t >= 1 && t <= 6) {
        const len = [0, 1, 2, 3, 4, 6, 8][t]!;
        let v = 0n;
        for (let i = 0; i < len; i++) v = (v << 8n) | BigInt(payload[body + i]!);
        if (len > 0 && payload[body]! & 0x80) v -= 1n << BigInt(len * 8);
        values.push(v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v);
        body += len;
      } else if (t === 7) {
        values.push(view.getFloat64(body));
        body += 8;
      } else if (t === 8 || t === 9) values.push(t - 8);
      else if (t >= 12) {
        const len = t % 2 === 0 ? (t - 12) / 2 : (t - 13) / 2;
        const slice = payload.subarray(body, body + len);
        values.push(t % 2 === 0 ? slice : this.decoder.decode(slice));
        body += len;
      } else throw new SqliteFormatError("The database has a record of an unknown kind.");
    }
    return values;
  }

  /** Every row of the table b-tree rooted at `root`, in rowid order. */
  *rows(root: number): Generator<SqliteValue[]> {
    const stack = [root];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (seen.has(n)) throw new SqliteFormatError("The database has a looping b-tree.");
      seen.add(n);
      const page = this.page(n);
      const h = n === 1 ? 100 : 0;
      const kind = page[h];
      const cells = (page[h + 3]! << 8) | page[h + 4]!;
      const view = new DataView(page.buffer, page.byteOffset, page.byteLength);
      if (kind === 0x0d) {
        for (let i = 0; i < cells; i++) yield this.record(this.payload(page, view.getUint16(h + 8 + 2 * i)));
      } else if (kind === 0x05) {
        // Children are pushed in reverse so the leftmost is read first.
        stack.push(view.getUint32(h + 8));
        for (let i = cells - 1; i >= 0; i--) stack.push(view.getUint32(view.getUint16(h + 12 + 2 * i)));
      } else throw new SqliteFormatError(`The database has a page of an unexpected kind (${kind ?? "none"}).`);
    }
  }

  /** The root page of a table, from the schema table (sqlite_master), or null when there is none. */
  tableRoot(name: string): number | null {
    for (const row of this.rows(1)) {
      if (row[0] === "table" && typeof row[1] === "string" && row[1].toLowerCase() === name.toLowerCase()) {
        const root = row[3];
        return typeof root === "number" ? root : null;
      }
    }
    return null;
  }
}

/** The rows of a key/value table (`key TEXT, value BLOB`, as VS Code and Cursor keep them) as text. */
export function* keyValueRows(db: SqliteFile, table: string, keyPrefix = ""): Generator<[string, string]> {
  const root = db.tableRoot(table);
  if (root === null) return;
  const decoder = new TextDecoder();
  for (const row of db.rows(root)) {
    const key = row[0];
    if (typeof key !== "string" || !key.startsWith(keyPrefix)) continue;
    const value = row[1];
    if (typeof value === "string") yield [key, value];
    else if (value instanceof Uint8Array) yield [key, decoder.decode(value)];
  }
}
