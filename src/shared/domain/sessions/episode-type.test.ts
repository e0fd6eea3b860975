import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { episodeEvidenceType } from "./episode-type.js";
import { CHALLENGED } from "../../content/session-phrases.js";
import { findEpisodes, isStuck, phrases } from "./episodes.js";
import { readSession } from "./read-session.js";
import type { SessionLine } from "./transcript-builder.js";

/** A session of alternating turns: the person's words, then the agent's answer, then any tool output. */
function session(turns: { u: string; say: string; out?: string }[]): SessionLine[] {
  const lines: SessionLine[] = [];
  turns.forEach((t, i) => {
    const userTurn = i + 1;
    const add = (role: SessionLine["role"], kind: SessionLine["kind"], text: string) =>
      lines.push({ n: lines.length + 1, role, kind, text, turn: 2 * i + 1, count: 1, userTurn });
    add("user", "text", t.u);
    add("assistant", "text", t.say);
    if (t.out) add("tool", "output", t.out);
  });
  return lines;
}

const typeOf = (lines: SessionLine[]) => {
  const e = findEpisodes(lines).find(isStuck);
  if (!e) throw new Error("not stuck");
  return episodeEvidenceType(e, lines);
};

describe("the type an episode's own evidence names", () => {
  it("reads the person saying the agent went against what they asked as lost direction", () => {
    const lines = session([
      { u: "Do NOT modify the database schema. Add a seed script for the demo data.", say: "Added the seed script." },
      { u: "you changed the schema again, I told you not to touch it", say: "Sorry, reverting the schema." },
      { u: "it still does not work, the schema changed", say: "Reverted again." },
    ]);
    expect(typeOf(lines)).toBe("lost_direction");
  });

  it("names no drift from an undo alone: it throws an attempt away, whatever was wrong with it (decision 0387)", () => {
    const undone = session([
      { u: "hello", say: "I rewrote the banner to be more casual." },
      { u: "/undo", say: "Removed the last commit." },
      { u: "/git reset --hard", say: "HEAD is now at a137604." },
    ]);
    // Undoing alone is no loop (decision 0386); the type its episode names is read all the same, and an undo says an
    // attempt was rejected, not why (decision 0387).
    expect(episodeEvidenceType(findEpisodes(undone)[0]!, undone)).toBe("repeated_failures");
  });

  it("reads an undo after attempts that already failed as throwing the failed attempt away, a loop (decision 0378)", () => {
    const error = "TypeError: Cannot read properties of undefined (reading 'price')";
    const lines = session([
      { u: "show the total price in the cart", say: "Added the total to the cart.", out: error },
      { u: "run it", say: "Guarded the cart items.", out: error },
      { u: "run it again", say: "Read the price from the item.", out: error },
      { u: "/undo", say: "Removed the last commit." },
    ]);
    expect(typeOf(lines)).toBe("repeated_failures");
  });

  it("reads a prohibition in other languages, where the agent admits its attempt, as lost direction (decision 0378)", () => {
    const japanese = session([
      { u: "サーバーの設定を確認して", say: "コンテナを作り直しました。" },
      { u: "コンテナには触るな。サーバーは動いている", say: "申し訳ありません。設定だけを確認します。" },
      { u: "パッケージを追加するな", say: "申し訳ありません。追加を取り消します。" },
    ]);
    expect(typeOf(japanese)).toBe("lost_direction");
    const spanish = session([
      { u: "revisa la configuración del servidor", say: "Reconstruí el contenedor." },
      { u: "sigue sin funcionar y no toques el contenedor", say: "Cambié el puerto." },
      { u: "sigue fallando, no cambies el esquema", say: "Otro puerto." },
    ]);
    expect(typeOf(spanish)).toBe("lost_direction");
  });

  it("reads a rule the person copies into every request as an instruction, not a complaint (decision 0378)", () => {
    const rule = "不要改原有代码";
    const lines = session([
      { u: `点击按钮后页面跳转了，请修复\n${rule}`, say: "修改了点击事件。" },
      { u: `还是跳转，请修复\n${rule}`, say: "阻止了默认行为。" },
      { u: `还是不行，请修复\n${rule}`, say: "移除了 onclick。" },
    ]);
    expect(typeOf(lines)).toBe("repeated_failures");
  });

  it("reads a request the person sends again after the tool said it was too big for the model as overwhelm (decision 0378)", () => {
    const ask = "merge the three parsers into one module that handles every format";
    const limit =
      "The model has hit a token limit!\nInput tokens: ~40,000 of 8,192 -- possibly exhausted context window!";
    const lines = session([
      { u: ask, say: "Here is the merged module, part one:", out: limit },
      { u: ask, say: "Here is the merged module:" },
      { u: ask, say: "Here is the merged module again:" },
    ]);
    expect(typeOf(lines)).toBe("complexity_overwhelm");
  });

  it("does not read the first request's own rules as a complaint", () => {
    const lines = session([
      { u: "Do NOT modify any existing files; write the seed in a new script.", say: "Written." },
      { u: "the seed still fails with the same error", say: "Fixed the column name." },
      { u: "still the same error", say: "Another fix." },
    ]);
    expect(typeOf(lines)).toBe("repeated_failures");
  });

  it("reads an invented API in the error that comes back as a hallucination", () => {
    const error = "AttributeError: module 'senza' has no attribute 'player'";
    const lines = session([
      { u: "integrate the SDK's player", say: "Using senza.player.load().", out: error },
      { u: "run it", say: "Switched to senza.player.play().", out: error },
      { u: "run it again", say: "Now with senza.player.seek().", out: error },
    ]);
    expect(typeOf(lines)).toBe("ai_hallucination");
  });

  it("reads a value that is not a function, in the error pasted back, as a loop, not an invention (decision 0365)", () => {
    // specstory-0139 (turns 7 and 11): the person's words and error quoted; the agent's answers shortened.
    const lines = session([
      { u: "group the table header by date", say: "Grouped the header cells." },
      { u: "at least a new error: stats:778  Error: TypeError: group.map is not a function", say: "Made it an array." },
      { u: "still stuck here : stats:778  Error: TypeError: group.map is not a function", say: "Mapped the entries." },
    ]);
    expect(typeOf(lines)).toBe("repeated_failures");
  });

  it("reads the person saying what the agent used does not exist as a hallucination", () => {
    const lines = session([
      { u: "add the player to the page", say: "Called senza.player.load()." },
      { u: "it still fails, that method doesn't exist in the SDK", say: "Switched to senza.player.play()." },
      { u: "still failing, you made it up", say: "Using senza.player.seek()." },
    ]);
    expect(typeOf(lines)).toBe("ai_hallucination");
  });

  it("reads the person saying the agent made it up or claimed a fix, in other languages, as a hallucination", () => {
    const spanish = session([
      { u: "agrega el reproductor a la página", say: "Llamé a player.load()." },
      { u: "sigue fallando, dijiste que ya estaba arreglado", say: "Ahora uso player.play()." },
      { u: "otra vez lo mismo, te lo inventaste", say: "Ahora uso player.seek()." },
    ]);
    expect(typeOf(spanish)).toBe("ai_hallucination");
    const chinese = session([
      { u: "把播放器加到页面上", say: "调用了 player.load()。" },
      { u: "还是不行，你说已经修好了", say: "改用 player.play()。" },
      { u: "还是一样，这个方法是你编造的", say: "改用 player.seek()。" },
    ]);
    expect(typeOf(chinese)).toBe("ai_hallucination");
  });

  it("reads a failure at a boundary that keeps coming back as an integration issue", () => {
    const error = "TypeError: Failed to fetch (blocked by CORS policy: no 'Access-Control-Allow-Origin' header)";
    const lines = session([
      { u: "log in from the web app", say: "Added the login call.", out: error },
      { u: "try again", say: "Added a proxy.", out: error },
      { u: "once more", say: "Changed the origin.", out: error },
    ]);
    expect(typeOf(lines)).toBe("integration_issues");
  });

  it("reads an authentication error that keeps coming back, by its name in code or in words, as an integration issue", () => {
    const named = "Error: sign-in failed: _AuthError {name: 'InvalidParameterException'}";
    const byName = session([
      { u: "sign in with the identity provider's passwordless flow", say: "Wired the sign-in call." },
      { u: `still failing:\n${named}`, say: "Changed the flow's parameters." },
      { u: `same again:\n${named}`, say: "Changed the client settings." },
    ]);
    expect(typeOf(byName)).toBe("integration_issues");
    const inWords = session([
      { u: "connecte l'application au service de paiement", say: "Client ajouté." },
      { u: "toujours pas : échec de l'authentification", say: "Clé changée." },
      { u: "toujours pas, même échec de l'authentification", say: "Autre clé." },
    ]);
    expect(typeOf(inWords)).toBe("integration_issues");
  });

  it("reads an HTTP header the other side refuses, coming back, as an integration issue", () => {
    // specstory-0077 (turns 7 and 8): the same exception pasted back after each change to the request's headers.
    const error =
      "Exception of type 'Microsoft.Dynamics.Nav.Types.Exceptions.NavNclInvalidHeaderException' was thrown.";
    const lines = session([
      { u: "call the accounts endpoint", say: "Added the GetAccounts call." },
      { u: `Now this error occours "${error}"`, say: "Moved the Content-Type header onto the request." },
      { u: error, say: "Removed the default request headers." },
      { u: error, say: "Set the header on the content instead." },
    ]);
    expect(typeOf(lines)).toBe("integration_issues");
  });

  it("reads the person blaming the port forwarding, again, as an integration issue", () => {
    // specstory-0147, the person's words quoted (turns 2 and 20): "still no logs … I think it is your port forwarding".
    const noLogs = "还是没有日志，我在AndroidStudio的的logcat 没有观察到任何变化。";
    const lines = session([
      { u: "我现在需要连接到 andriod studio 的虚拟器中，进行测试。", say: "Forward UDP 18500 with adb emu redir." },
      { u: noLogs, say: "Redid the redirect." },
      { u: `${noLogs}我感觉是你端口转发的问题。`, say: "Trying another way." },
    ]);
    expect(typeOf(lines)).toBe("integration_issues");
  });

  it("reads a failure the person meets running the app in containers on a server as an integration issue", () => {
    // specstory-0141 (turns 5 and 11): the same error pasted from the server's shell, where the app is rebuilt.
    const run = "cd ~/inventoryQR && git pull origin main && docker compose up -d --build --remove-orphans";
    const error = "error: Your local changes to the following files would be overwritten by merge:";
    const lines = session([
      { u: "i cant access to my digital ocean deployed system", say: "Rebuild the web container." },
      { u: `is it okay?\n${run}\n${error}`, say: "Stash the change, then pull." },
      { u: `what to do?\n${run}\n${error}`, say: "Commit it first." },
    ]);
    expect(typeOf(lines)).toBe("integration_issues");
  });

  it("reads the person asking again, with nothing else said, as a loop", () => {
    const ask = "convert the dash-case class names to camelCase in all the module files";
    const lines = session([
      { u: ask, say: "Converted header.module.css." },
      { u: ask, say: "Converted footer.module.css." },
      { u: ask, say: "Converted card.module.css." },
    ]);
    expect(typeOf(lines)).toBe("repeated_failures");
  });
});

// Decision 0408: the person asking why the agent did what it did, and the agent admitting it, is a correction of what
// it worked on. Real turns 7 to 9 of eval/detection/real/sessions/specstory-0368.md
// (github.com/specstoryai/keyframe-blogger, a SpecStory export of a Claude Code session), labelled lost_direction.
describe("the person asking why the agent did what it did (decision 0408)", () => {
  const turns = [
    {
      u: "You got it wrong, so I reverted your changes. Read https://github.com/googleapis/python-genai from the web and use this library instead. Google deprecated google-generativeai",
      say: "I'll read the python-genai documentation to understand how to use this newer library correctly.",
    },
    {
      u: "why did you get rid of all the Part.from_text calls?",
      say: "You're right to question that. The new `google-genai` library might still use a similar Part-based structure for handling mixed content (text and images). Let me check the documentation more carefully to see the correct way to structure content with this library.",
    },
    {
      u: "did you read this? https://gemini-api.apidog.io/doc-965860",
      say: "You're absolutely right! I should be using the Files API for uploading images, especially since we're dealing with multiple frame images that could easily exceed 20 MB total. Let me update the code to use the proper file upload approach:",
    },
  ];

  it("names lost direction when the agent answers the question by admitting it was wrong", () => {
    expect(typeOf(session(turns))).toBe("lost_direction");
  });

  // eval/detection/real/sessions/specstory-0063.md, turn 4: a question about the fix, labelled repeated_failures;
  // claude-code-0045.json, turn 2: a correction, labelled lost_direction.
  it("reads no correction in asking what the agent thinks", () => {
    const re = phrases(CHALLENGED);
    expect(re.test("why do you think pushAndRemoveUntil solve my issue")).toBe(false);
    expect(re.test("why tf are you editing generated code!")).toBe(true);
  });
});

// Decision 0408: Claude Code's own model service failing, as a tool result ("API Error: 401 … authentication_error …
// Please run /login", turns 9 and 16), names no boundary of the person's work. Real file:
// eval/detection/real/sessions/claude-code-0022.json, github.com/ThomasJMcGovern/Golfgod_v1 logs/chat.json, labelled repeated_failures.
describe("the agent's own service failing names no boundary (decision 0408)", () => {
  it("reads the episode of claude-code-0022 as a loop", async () => {
    const saved = new URL("../../../../eval/detection/real/sessions/claude-code-0022.json", import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "claude-code" });
    if (!r.ok) throw new Error(r.error);
    const lines = r.transcript.lines;
    expect(
      lines.some(
        (l) =>
          l.role === "tool" &&
          l.text.startsWith('API Error: 401 {"type":"error","error":{"type":"authentication_error"'),
      ),
    ).toBe(true);
    const e = findEpisodes(lines).find(isStuck);
    if (!e) throw new Error("not stuck");
    expect(episodeEvidenceType(e, lines)).toBe("repeated_failures");
  });
});

// Decision 0416: real sessions from eval/detection/real/sessions, read whole; the type their stuck episode's evidence
// names.
describe("an invention before a correction, a request sent again, a CI service or a cloud (decision 0416)", () => {
  const evidenceType = async (file: string, tool: "aider" | "specstory" | "claude-code") => {
    const saved = new URL(`../../../../eval/detection/real/sessions/${file}`, import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool });
    if (!r.ok) throw new Error(r.error);
    const e = findEpisodes(r.transcript.lines).find(isStuck);
    if (!e) throw new Error("not stuck");
    return episodeEvidenceType(e, r.transcript.lines);
  };

  // aider-0342 (github.com/BrunoAguiar-A/Poketibiazero), labelled ai_hallucination: turn 6, "O arquivo pokeball.lua
  // não existe neste servidor. … aplique as regras de level que eu te pedi anteriormente." ("the rules I asked you for").
  it("names an invention where the person says the file does not exist and what they asked for", async () => {
    expect(await evidenceType("aider-0342.md", "aider")).toBe("ai_hallucination");
  });

  // specstory-0377 (github.com/trantungkerry-cloud/demo-PI_mvp), labelled repeated_failures: the layout request sent
  // again at turn 11 with its standing "but don't change the width of search bar".
  it("reads a request sent again as the request, not a correction", async () => {
    expect(await evidenceType("specstory-0377.md", "specstory")).toBe("repeated_failures");
  });

  // claude-code-0021 (github.com/Tar-ive/CADS-Visualizer), labelled integration_issues: "no the gh actions still
  // failed, try again" (turn 7), a deploy to Vercel.
  it("names a boundary where the person's failing work runs in a CI service", async () => {
    expect(await evidenceType("claude-code-0021.json", "claude-code")).toBe("integration_issues");
  });
});

// The type named by a SpecStory export's stuck episode, each from the person's words or the error that came back.
// Decision 0417: specstory-0399 (github.com/bacalhau-project/aws-spot-deployer), labelled lost_direction: "i thought
// we were going to reimplement the rich library for table output?" (turn 2), the agent working on what was not agreed.
// Decision 0424: specstory-0214 (github.com/enrikademi/opsfleet-assignment), labelled integration_issues: a `terraform
// apply` on an EKS cluster fails again and again ("what this error now!?", turns 3, 4 and 6); the error that came back
// names Terraform, behind the terminal's colour codes. Decision 0434: specstory-0424
// (github.com/Clark-zhang/llm-chat-history-plugin), labelled integration_issues from turn 2: an extension's
// better-sqlite3 was compiled for another NODE_MODULE_VERSION than the editor's Node loads, and the same error is pasted
// back after each rebuild (turns 2 to 4).
describe("the type of a SpecStory export's loop (decisions 0417, 0424, 0434)", () => {
  it.each([
    ["specstory-0399", "lost_direction"],
    ["specstory-0214", "integration_issues"],
    ["specstory-0424", "integration_issues"],
  ] as const)("names %s's loop %s", async (id, type) => {
    const saved = new URL(`../../../../eval/detection/real/sessions/${id}.md`, import.meta.url);
    const r = await readSession(new Uint8Array(readFileSync(saved)), { tool: "specstory" });
    if (!r.ok) throw new Error(r.error);
    const e = findEpisodes(r.transcript.lines).find(isStuck);
    if (!e) throw new Error("not stuck");
    expect(episodeEvidenceType(e, r.transcript.lines)).toBe(type);
  });
});
