import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { tokenMessages } from "../../../shared/content/agent-setup.js";
import {
  type CreatedToken,
  type CreateTokenInput,
  MAX_TOKENS_PER_USER,
  type TokenSummary,
} from "../../../shared/schemas/tokens.js";
import type { Db } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { personalTokens } from "../../db/schema/tokens.js";
import { AppError, notFound } from "../../lib/errors.js";

/** Every token starts with this, so secret scanners and people can recognise one. */
export const TOKEN_PREFIX = "unstuck_";
const PREFIX_SHOWN = TOKEN_PREFIX.length + 6;
/** Writing "last used" at most this often keeps authentication a read on busy tokens. */
const LAST_USED_PRECISION_MS = 60_000;

/** Tokens carry 256 random bits, so a fast hash is enough: there is nothing to guess (decision 0160). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const tokenNotFound = () => notFound(tokenMessages.notFound);

export async function createToken(db: Db, userId: string, input: CreateTokenInput, now: Date): Promise<CreatedToken> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // Locking the user's row makes the count and the insert one step, as for the monthly rescue limit.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [row] = await tx.select({ n: count() }).from(personalTokens).where(eq(personalTokens.userId, userId));
    if (Number(row?.n ?? 0) >= MAX_TOKENS_PER_USER)
      throw new AppError("CONFLICT", tokenMessages.tooMany(MAX_TOKENS_PER_USER));
    await tx.insert(personalTokens).values({
      id,
      userId,
      name: input.name,
      prefix: token.slice(0, PREFIX_SHOWN),
      tokenHash: hashToken(token),
      createdAt: now,
    });
  });
  return { id, name: input.name, token };
}

export async function listTokens(db: Db, userId: string): Promise<TokenSummary[]> {
  const rows = await db
    .select()
    .from(personalTokens)
    .where(eq(personalTokens.userId, userId))
    .orderBy(desc(personalTokens.createdAt), desc(personalTokens.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
  }));
}

/** Revoking deletes the row, so the token stops working on every server at once. */
export async function revokeToken(db: Db, userId: string, tokenId: string): Promise<void> {
  const deleted = await db
    .delete(personalTokens)
    .where(and(eq(personalTokens.id, tokenId), eq(personalTokens.userId, userId)))
    .returning({ id: personalTokens.id });
  if (deleted.length === 0) throw tokenNotFound();
}

export interface TokenOwner {
  tokenId: string;
  userId: string;
}

/** The owner of a bearer token, or null for an unknown or revoked one. */
export async function authenticateToken(db: Db, token: string, now: Date): Promise<TokenOwner | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select({ id: personalTokens.id, userId: personalTokens.userId, lastUsedAt: personalTokens.lastUsedAt })
    .from(personalTokens)
    .where(eq(personalTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(personalTokens).set({ lastUsedAt: now }).where(eq(personalTokens.id, row.id));
  }
  return { tokenId: row.id, userId: row.userId };
}
