import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const README_MAX_LINES = 160;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchorsOf(path: string): Set<string> {
  const headings = prose(readFileSync(path, "utf8")).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((h) => slug(h.replace(/^#+ /, ""))));
}

/** Every relative link in a Markdown file that does not lead to an existing file (or heading, for `#anchor`). */
function brokenLinks(file: string, text = readFileSync(file, "utf8")): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
    const [path, anchor] = target!.split("#") as [string, string | undefined];
    const resolved = path === "" ? file : resolve(dirname(file), decodeURIComponent(path));
    if (!existsSync(resolved)) broken.push(`${target} (no such file)`);
    else if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor.toLowerCase()))
      broken.push(`${target} (no such heading)`);
  }
  return broken;
}

describe("the README and docs/", () => {
  const files = [join(root, "README.md"), join(root, "ARCHITECTURE.md"), ...markdownFiles(join(root, "docs"))];

  it.each(files.map((f) => [relative(root, f), f]))("%s: every relative link resolves", (_name, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it(`the README stays short enough to read in ten minutes (at most ${README_MAX_LINES} lines)`, () => {
    const lines = readFileSync(join(root, "README.md"), "utf8").trimEnd().split("\n");
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("finds a missing file and a missing heading, and reads no link inside code", () => {
    const sample = join(root, "docs", "sample.md");
    const text = [
      "[ok](performance.md#figures) [web](https://example.com) ![shot](screenshots/landing.png)",
      "[gone](no-such-page.md) [lost](performance.md#no-such-heading)",
      "```\n[in code](not-checked.md)\n```",
    ].join("\n");
    expect(brokenLinks(sample, text)).toEqual([
      "no-such-page.md (no such file)",
      "performance.md#no-such-heading (no such heading)",
    ]);
    expect(slug("Connect your agent over MCP")).toBe("connect-your-agent-over-mcp");
    expect(slug("Quotas and limits, per account!")).toBe("quotas-and-limits-per-account");
  });
});
