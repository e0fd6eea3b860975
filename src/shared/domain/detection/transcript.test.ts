import { describe, expect, it } from "vitest";
import { fold, textFeatures } from "./model-features.js";
import { readTranscript } from "./transcript.js";

// How a post is read before anything weighs it (decision 0372): its title is the person's words, whatever tag or
// subject opens it, and Korean and Japanese words keep their letters whole.
describe("reading a post", () => {
  const roleOfFirst = (text: string) => readTranscript(text).lines.find((l) => l.text.trim())!.role;

  it("reads an issue title's tag as the person's words, and a log's tag as output", () => {
    expect(roleOfFirst("[Bug] The assistant rewrites files I did not name\n\nIt did it twice.")).toBe("user");
    expect(roleOfFirst("[FEATURE]: keep the rules after a restart")).toBe("user");
    expect(roleOfFirst("[ERROR] connection refused on port 5432\n[INFO] retrying")).toBe("tool");
  });

  it("reads one speaker mark opening a post as its subject, and two speakers as a chat", () => {
    const post = readTranscript("Agent: stops after every change\n\nIt waits for me each time.");
    expect(post.lines.filter((l) => l.text.trim()).map((l) => l.role)).toEqual(["user", "user"]);
    const chat = readTranscript("User: add a login page\nAgent: done, the page is added");
    expect(chat.lines.map((l) => l.role)).toEqual(["user", "assistant"]);
  });

  it("keeps a Hangul syllable and a voiced kana whole, and gives a Korean word its two-syllable stem", () => {
    expect(fold("삭제했습니다")).toHaveLength(6);
    expect(fold("で")).toBe("で");
    expect(fold("Fehlerhafte Änderung")).toBe("fehlerhafte anderung");
    const out: string[] = [];
    textFeatures("규칙을 무시하고", true, out);
    expect(out).toEqual(expect.arrayContaining(["규칙~", "무시~"]));
  });
});
