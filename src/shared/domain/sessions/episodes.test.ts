import { describe, expect, it } from "vitest";
import {
  asksOnlyToFix,
  findEpisodes,
  onlyNamesError,
  findFailures,
  isStuck,
  saysFailed,
  saysWorked,
  shownFrom,
} from "./episodes.js";
import type { SessionLine } from "./transcript-builder.js";

type Step = ["u" | "say" | "out" | "cmd" | "edit", string];

/** A small session: `u` starts a user turn; `edit` names the file it edits. */
function session(steps: Step[]): SessionLine[] {
  let userTurn = 0;
  let turn = 0;
  let last = "";
  return steps.map(([what, text], i) => {
    const role = what === "u" ? "user" : what === "say" || what === "cmd" || what === "edit" ? "assistant" : "tool";
    if (what === "u") userTurn++;
    if ((role === "user" || role === "assistant") && role !== last) turn++;
    if (role === "user" || role === "assistant") last = role;
    const kind = what === "cmd" ? "command" : what === "edit" ? "edit" : what === "out" ? "output" : "text";
    return { n: i + 1, role, kind, text, turn, count: 1, userTurn, file: what === "edit" ? text : undefined };
  });
}

const ERROR = "TypeError: Cannot read properties of undefined (reading 'user')";
const stuck = (lines: SessionLine[]) => findEpisodes(lines).find(isStuck) ?? null;

describe("episodes: where a session went wrong", () => {
  it("does not call one error fixed at once a loop", () => {
    const lines = session([
      ["u", "add the login page"],
      ["edit", "src/login.ts"],
      ["cmd", "npm test"],
      ["out", ERROR],
      ["say", "The session is undefined; fixing it."],
      ["edit", "src/login.ts"],
      ["cmd", "npm test"],
      ["out", "12 passed"],
      ["u", "great, now add a logout button"],
      ["edit", "src/logout.ts"],
      ["say", "Done."],
    ]);
    expect(stuck(lines)).toBeNull();
  });

  it("finds the error that comes back after each fix, from the turn it first appeared", () => {
    const lines = session([
      ["u", "add the login page"],
      ["edit", "src/login.ts"],
      ["say", "Done."],
      ["u", "run the tests"],
      ["cmd", "npm test"],
      ["out", ERROR],
      ["say", "Fixing the session."],
      ["edit", "src/login.ts"],
      ["u", "run them again"],
      ["cmd", "npm test"],
      ["out", ERROR],
      ["say", "Another fix."],
      ["edit", "src/session.ts"],
      ["u", "and again please"],
      ["cmd", "npm test"],
      ["out", ERROR],
    ]);
    const e = stuck(lines);
    expect(e).toMatchObject({ firstTurn: 2, lastTurn: 4, strikes: 2 });
    // The third failing run of the same command is a failure of its own, in the same turn as the error's.
    expect(e?.failures.map((f) => f.kind)).toEqual(["error-again", "command-again", "error-again"]);
  });

  it("does not count a command run through different errors to a clean run as a loop", () => {
    const steps = (last: string): Step[] => [
      ["u", "fix the lint errors in init.test.ts"],
      ["cmd", "npx eslint tests/init.test.ts"],
      ["out", "SyntaxError: Unexpected token '}' in tsconfig.json"],
      ["edit", "tsconfig.json"],
      ["cmd", "npx eslint tests/init.test.ts"],
      ["out", ERROR],
      ["edit", "tests/init.test.ts"],
      ["cmd", "npx eslint tests/init.test.ts"],
      ["out", "ReferenceError: workspace is not defined"],
      ["edit", "tests/init.test.ts"],
      ["cmd", "npx eslint tests/init.test.ts"],
      ["out", last],
    ];
    // The last run passes: each error was passed on the way to a working state (the labelling guide).
    expect(findFailures(session(steps("")))).toEqual([]);
    expect(stuck(session(steps("")))).toBeNull();
    // The last run still fails: the third and fourth failing runs of one command are a loop.
    const failing = session(steps("RangeError: Maximum call stack size exceeded"));
    expect(findFailures(failing).map((f) => f.kind)).toEqual(["command-again", "command-again"]);
  });

  it("counts the person saying it still fails, in their language, once per turn", () => {
    const lines = session([
      ["u", "el botón de guardar no hace nada"],
      ["edit", "src/save.ts"],
      ["say", "Listo, ya debería guardar."],
      ["u", "sigue sin funcionar, mismo error"],
      ["edit", "src/save.ts"],
      ["say", "Ahora sí."],
      ["u", "todavía no guarda nada"],
      ["say", "Probemos otra cosa."],
    ]);
    const e = stuck(lines);
    expect(e).toMatchObject({ firstTurn: 2, strikes: 2 });
    expect(e?.failures.some((f) => f.kind === "file-again" && f.line.file === "src/save.ts")).toBe(true);
  });

  it("lets one failure pass when the work went on, and not when the session ends on it", () => {
    const goesOn = session([
      ["u", "make the header sticky"],
      ["say", "Added position: sticky to the header."],
      ["u", "it still doesn't stick when I scroll"],
      ["say", "The parent had overflow hidden; removed it."],
      ["u", "perfect. now add a footer with the copyright"],
      ["say", "Footer added."],
      ["u", "and a dark mode toggle in the header"],
      ["say", "Toggle added."],
    ]);
    expect(stuck(goesOn)).toBeNull();
    const endsOnIt = goesOn.slice(0, 4);
    expect(stuck(endsOnIt)).toMatchObject({ firstTurn: 2, strikes: 1, unresolved: true });
  });

  it("reads the person asking the same thing again, but not tool commands or file references", () => {
    const asked = session([
      ["u", "please always answer me in Portuguese"],
      ["say", "Sure! What would you like to change in the code?"],
      ["u", "I said: please always answer me in Portuguese"],
      ["say", "Of course. Which file should I look at?"],
    ]);
    expect(findFailures(asked).map((f) => f.kind)).toContain("asked-again");
    const commands = session([
      ["u", "/add src/app.ts src/routes.ts"],
      ["say", "Added."],
      ["u", "/add src/app.ts src/routes.ts"],
      ["say", "Added."],
      ["u", "@c:\\work\\terminals\\3.txt:10-20 look"],
      ["say", "The build failed on a missing import."],
      ["u", "@c:\\work\\terminals\\3.txt:40-52 ok"],
      ["say", "It builds now."],
    ]);
    expect(findFailures(commands).filter((f) => f.kind === "asked-again")).toEqual([]);
    // Cursor's plan mode sends one fixed message each time a plan is built: two plans built are not one request.
    const build =
      "Implement the plan as specified, it is attached for your reference. Do NOT edit the plan file itself.";
    const plans = session([
      ["u", build],
      ["edit", "_pages/publications.md"],
      ["say", "The citation totals are shown on the page."],
      ["u", build],
      ["edit", "_pages/publications.md"],
      ["say", "The badges link to the papers now."],
    ]);
    expect(findFailures(plans)).toEqual([]);
  });

  it("does not call a session stuck on a failed command it later ran without an error (decision 0362)", () => {
    // specstory-0093, quoted (commands and outputs cut to the lines that matter): the push GitHub refused comes back
    // in the last turn, then the history is cleaned and the push goes through.
    const steps: Step[] = [
      ["u", "me ajude a resolver"],
      ["cmd", "git status"],
      ["u", "nao tem problema, a pasta nao é publica"],
      ["edit", ".gitignore"],
      ["cmd", "git push origin master"],
      ["out", "remote: error: GH013: Repository rule violations found for refs/heads/master."],
      ["out", "error: failed to push some refs to 'https://github.com/hpm27/agente-bsc-rag.git'"],
      ["u", "deixa, não precisa enviar. so resolva o problema"],
      ["cmd", "git rm --cached .env"],
      ["u", "agora faça commit and push"],
      ["cmd", "git push origin master"],
      ["out", "remote: error: GH013: Repository rule violations found for refs/heads/master."],
      ["out", "error: failed to push some refs to 'https://github.com/hpm27/agente-bsc-rag.git'"],
      [
        "cmd",
        'git filter-branch --force --index-filter "git rm --cached --ignore-unmatch .env" --prune-empty --tag-name-filter cat -- --all',
      ],
    ];
    const passed: Step[] = [
      ["cmd", "git push origin master --force"],
      ["out", "To https://github.com/hpm27/agente-bsc-rag.git"],
      ["out", " ff6065a..65d6cf6 master -> master"],
    ];
    expect(stuck(session([...steps, ...passed]))).toBeNull();
    // Without the push that went through, the session ends on the refused push: stuck.
    expect(stuck(session(steps))?.unresolved).toBe(true);
  });

  it("does not read an error every command prints, whatever it runs, as a fix that failed (decision 0362)", () => {
    // specstory-0126, quoted (requests cut, outputs cut to the shell's error): PowerShell's profile fails after
    // every command the agent runs, in every turn.
    const profile: Step[] = [
      ["out", "Get-ChildItem : An item with the same key has already been added."],
      ["out", " + FullyQualifiedErrorId : System.ArgumentException,Microsoft.PowerShell.Commands.GetChildItemCommand"],
    ];
    const run = (command: string, output: string): Step[] => [["cmd", command], ["out", output], ...profile];
    const parse = 'python invoice_parser.py "C:\\Users\\ismai\\Downloads\\IAM 03-2026.PDF"';
    const lines = session([
      ["u", "in python there should be an interface where the invoice with multiple pages would be uploaded"],
      ...run('ls "c:\\Users\\ismai\\Documents\\yzaki"', "d----- 5/15/2026 2:06 PM .specstory"),
      ["edit", "invoice_parser.py"],
      ...run("python --version; pip --version", "Python 3.12.9"),
      ["u", "ALRADY rn pip install continue"],
      ...run(parse, "OK"),
      ["u", "remove everything that has to do with tkinter and create a good modern web interface instead"],
      ["edit", "app.py"],
      ...run(parse, "Invoice #: 0001848477042026"),
    ]);
    expect(stuck(lines)).toBeNull();
    // The same error printed only by the command the agent keeps rerunning is a fix that failed.
    const rerun = session([
      ["u", "the parser fails"],
      ...run(parse, "Traceback (most recent call last):"),
      ["u", "still failing"],
      ["edit", "invoice_parser.py"],
      ...run(parse, "Traceback (most recent call last):"),
    ]);
    expect(findFailures(rerun).map((f) => f.kind)).toContain("error-again");
  });

  it("does not read an error that names nothing of the work as one that came back (decision 0383)", () => {
    // Two different failures that share only a bare exit status are not one error.
    const exits = session([
      ["u", "install the toolchain"],
      ["cmd", "curl -sSf https://example.org/install.sh | sh"],
      ["out", "Error: Exit code 127"],
      ["u", "try the package manager instead"],
      ["edit", "setup.sh"],
      ["cmd", "sh setup.sh"],
      ["out", "Error: Exit code 1"],
    ]);
    expect(findFailures(exits).filter((f) => f.kind === "error-again")).toEqual([]);
    // The tool's notice about its own housekeeping comes back after every change, whatever the change.
    const notices = session([
      ["u", "add a reset function"],
      ["edit", "agent.py"],
      ["out", "Unable to commit: Cmd('git') failed due to: exit code(128)"],
      ["out", "  stderr: 'fatal: Unable to create '.git/index.lock': File exists."],
      ["u", "move it to its own file"],
      ["edit", "reset.py"],
      ["out", "Unable to commit: Cmd('git') failed due to: exit code(128)"],
      ["out", "  stderr: 'fatal: Unable to create '.git/index.lock': File exists."],
      ["u", "and call it at startup"],
      ["edit", "agent.py"],
      ["out", "Repo-map can't include data/chart.png"],
      ["u", "add a docstring"],
      ["edit", "reset.py"],
      ["out", "Repo-map can't include data/chart.png"],
    ]);
    expect(findFailures(notices)).toEqual([]);
    // An exit status with the error it ended on still names the error.
    const named = session([
      ["u", "run the tests"],
      ["cmd", "npm test"],
      ["out", `Error: Exit code 1 ${ERROR}`],
      ["u", "fix it"],
      ["edit", "src/login.ts"],
      ["cmd", "npm test"],
      ["out", `Error: Exit code 1 ${ERROR}`],
    ]);
    expect(findFailures(named).map((f) => f.kind)).toContain("error-again");
  });

  it("does not read a request put to the agent right after the same question in ask mode as asked again (decision 0383)", () => {
    const request = "implement a storage table for the stock data and functions to query it";
    const askedThenDone = session([
      ["u", request],
      ["edit", "lib/stock_server.ex"],
      ["say", "The table is created at startup."],
      ["u", `/ask ${request}`],
      ["say", "You could keep the table in the server process and expose two query functions."],
      ["u", request],
      ["edit", "lib/stock_server.ex"],
      ["say", "Done: the table and the query functions."],
    ]);
    expect(findFailures(askedThenDone).filter((f) => f.kind === "asked-again")).toEqual([]);
    // Asked again without the question in between, it is asked again.
    const again = session([
      ["u", request],
      ["edit", "lib/stock_server.ex"],
      ["say", "The table is created at startup."],
      ["u", "add a test"],
      ["say", "Which behaviour should the test cover?"],
      ["u", request],
      ["edit", "lib/stock_server.ex"],
      ["say", "Done: the table and the query functions."],
    ]);
    expect(findFailures(again).map((f) => f.kind)).toContain("asked-again");
  });

  it("does not read the agent agreeing, after the person says the last attempt worked, as a failure (decision 0362)", () => {
    // specstory-0106, turns 4 to 7, quoted (the agent's answers cut to their first line; the export shows no edit).
    const lines = session([
      ["u", "its running on 3000 already"],
      ["say", "Great! Let's check if everything is working correctly now. Here's a summary of the changes we've made:"],
      [
        "u",
        "Clicking create QR is still not refreshing the table with the proper updated record. Perhaps the best move is to slice the stale record out and update the index in the array with the latest record?",
      ],
      [
        "say",
        "You're right - the table isn't being refreshed properly after creating a QR code. Let's fix this by updating the local state directly when a QR code is created rather than relying solely on the router refresh.",
      ],
      [
        "u",
        "ok that worked. Last bug: when opening the quick view modal and you click create QR Code it works and the quick view modal shows the update record but the table does not reflect the updated record. I assume because its not using the new @handleQRCodeUpdate function",
      ],
      [
        "say",
        "You're right. The RestaurantQuickView modal doesn't share the same state update mechanism with the table. Let's fix that by passing the `handleQRCodeUpdate` function to the RestaurantQuickView component:",
      ],
      ["u", "write a function to support this"],
      [
        "say",
        "I'll create a utility function to check if a URL is valid, which can be used for validating image URLs, QR code URLs, and other URL fields throughout your application:",
      ],
    ]);
    expect(findFailures(lines).map((f) => [f.kind, f.turn])).toEqual([
      ["said-failed", 2],
      ["admitted", 2],
    ]);
    expect(stuck(lines)).toBeNull();
    expect(saysWorked("So did you actually fix anything right now? ... test it out to see if it worked")).toBe(false); // specstory-0153, turn 3
    expect(saysWorked("ممنون درست شد.")).toBe(true); // specstory-0124, turn 2
    expect(saysWorked("It is working now but it puts the caret to the left of the bullet")).toBe(true); // specstory-0155, turn 9
  });

  it("reads the agent giving the same answer to different requests", () => {
    const canned = "Hello! I'm ready to help. Please tell me which files to add to the chat and what change you need.";
    const lines = session([
      ["u", "which file starts the app?"],
      ["say", canned],
      ["u", "read the ChatController and explain it"],
      ["say", canned],
      ["u", "what does the router do?"],
      ["say", canned],
    ]);
    const e = stuck(lines);
    expect(e?.failures.map((f) => f.kind)).toEqual(["answered-same", "answered-same"]);
    expect(e?.firstTurn).toBe(1);
  });

  it("does not read an answer that changed something as the same answer (decision 0362)", () => {
    // specstory-0136, turns 6 and 7 (quoted; the file's edits as one line each): the fix that worked for the edit
    // form carried to the new-transaction form, explained the same way.
    const lines = session([
      ["u", "نه هنوز مبلغ به حروف در فرم ویرایش نشان داده نمیشود"],
      ["say", "بیایید تابع `updateAmountWordsInEditForm` را بررسی کنم تا ببینم چرا کار نمی‌کند:"],
      [
        "say",
        "مشکل این است که تابع `updateAmountWordsInEditForm` فقط کاما انگلیسی را حذف می‌کند، اما مبلغ با کاما فارسی فرمت شده است. بیایید این مشکل را برطرف کنم:",
      ],
      ["edit", "dashboard/view/transaction_manager.html"],
      ["say", "حالا بیایید بررسی کنم که آیا خطاهای دیگری وجود دارد:"],
      ["say", "عالی! حالا مشکل برطرف شده است. بیایید خلاصه‌ای از تغییرات ارائه دهم:"],
      [
        "u",
        "بله درست شد. در فرم ورود تراکنش جدید هم جای مبلغ به حروف وجود دارد اما چیزی در آن نوشته نمیشود. در فرم ورود هنگان تایپ رقم مبلغ باید مقدار حروفی آن مجددا محاسبه و نمایش داده شود",
      ],
      ["say", "بیایید تابع `updateAmountWordsInAddForm` را بررسی کنم تا ببینم چرا در فرم افزودن تراکنش کار نمی‌کند:"],
      [
        "say",
        "مشکل مشابه است - تابع `updateAmountWordsInAddForm` نیز فقط کاما انگلیسی را حذف می‌کند. بیایید آن را نیز اصلاح کنم:",
      ],
      ["edit", "dashboard/view/transaction_manager.html"],
      ["say", "حالا بیایید بررسی کنم که آیا خطاهای دیگری وجود دارد:"],
      ["say", "عالی! حالا مشکل برطرف شده است. بیایید خلاصه‌ای از تغییرات ارائه دهم:"],
    ]);
    expect(findFailures(lines).filter((f) => f.kind === "answered-same")).toEqual([]);
  });

  it("does not read the same file shown again in answers to different requests as the same answer", () => {
    const file = [
      "```ts",
      "export function onVisitPage(page: Page): void {",
      "  for (const block of page.querySelectorAll('section.CodeBlock pre')) {",
      "    block.textContent = block.textContent.replace(/^\\d+\\s/gm, '');",
      "  }",
      "}",
      "```",
    ];
    const answer = (words: string) => [words, ...file].join("\n");
    const lines = session([
      ["u", "config.ts has a type error on textContent"],
      ["say", answer("The type error is fixed by checking for null first.")],
      ["u", "it reads the wrong input file, use the docs folder"],
      ["say", answer("Now it reads the docs folder.")],
      ["u", "the escaped backticks are still there"],
      ["say", answer("Unescaping the backticks before writing.")],
    ]);
    expect(findFailures(lines).filter((f) => f.kind === "answered-same")).toEqual([]);
  });

  it("counts an edit that fails to apply, retried inside one turn, once per retry", () => {
    const failed = (i: number): SessionLine => ({
      n: 100 + i,
      role: "tool",
      kind: "edit-failed",
      text: "SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in src/a.sol",
      file: "src/a.sol",
      turn: 2,
      count: 1,
      userTurn: 1,
    });
    const lines = session([
      ["u", "fix the approval function"],
      ["say", "Editing src/a.sol."],
    ]);
    lines.push(failed(1));
    lines.push({ ...lines[1]!, n: 101, text: "Let me try again with the exact lines." });
    lines.push(failed(2));
    lines.push({ ...lines[1]!, n: 103, text: "One more try." });
    lines.push(failed(3));
    lines.push(...session([["u", "ok, stop"]]).map((l) => ({ ...l, n: 200, userTurn: 2, turn: 3 })));
    lines.push({ ...lines[1]!, n: 201, text: "Stopped.", userTurn: 2, turn: 4 });
    lines.push(...session([["u", "let's do something else"]]).map((l) => ({ ...l, n: 300, userTurn: 3, turn: 5 })));
    lines.push({ ...lines[1]!, n: 301, text: "Sure.", userTurn: 3, turn: 6 });
    const e = findEpisodes(lines)[0];
    expect(e).toMatchObject({ firstTurn: 1, strikes: 2, unresolved: false });
    expect(e?.failures.every((f) => f.kind === "edit-failed-again" && f.withinTurn)).toBe(true);
    // Edits that never applied, alone, are no loop (decision 0386).
    expect(stuck(lines)).toBeNull();
  });

  it("inside one turn, counts an error again only after the agent changed something", () => {
    const noise = "bash: cannot create temp file for here-document: Permission denied";
    const exploring = session([
      ["u", "why does the editor not show the uv environment?"],
      ["cmd", "uv python list"],
      ["out", noise],
      ["cmd", "ls .venv"],
      ["out", noise],
      ["cmd", "cat pyproject.toml"],
      ["out", noise],
      ["say", "The interpreter path is not set; pick .venv/bin/python."],
    ]);
    expect(findFailures(exploring)).toEqual([]);
    const fixing = session([
      ["u", "the build fails"],
      ["cmd", "npm run build"],
      ["out", ERROR],
      ["edit", "src/login.ts"],
      ["cmd", "npm run build -- --force"],
      ["out", ERROR],
      ["say", "Still failing; trying another fix."],
    ]);
    expect(findFailures(fixing).map((f) => [f.kind, f.withinTurn])).toEqual([["error-again", true]]);
  });

  it("does not read the tool's buttons or a retry after the service failed as asking again", () => {
    const buttons = session([
      ["u", '@agent Continue: "Continue to iterate?"'],
      ["say", "Added the download history view."],
      ["u", '@agent Continue: "Continue to iterate?"'],
      ["say", "Wired the view into the menu."],
    ]);
    expect(findFailures(buttons)).toEqual([]);
    const request = "go through the codebase line by line and list every issue you find";
    const retried = session([
      ["u", request],
      ["say", "API Error: API returned an empty or malformed response (HTTP 200)"],
      ["u", request],
      ["say", "Here are the issues I found: the token is never refreshed, and errors are swallowed."],
    ]);
    expect(findFailures(retried)).toEqual([]);
  });

  it("reads a provider's used-up credit or unknown model as the service failing, never as the agent repeating itself", () => {
    const request = "write tests for every getter in the registry module";
    const credit = session([
      ["u", request],
      ["say", "Credit balance is too low"],
      ["u", request],
      ["say", "Credit balance is too low"],
    ]);
    expect(findFailures(credit)).toEqual([]);
    const model = (id: string) =>
      `API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"Invalid model: ${id}. Use the models endpoint to list the models you can use."}}`;
    const models = session([
      ["u", "deploy the contract to the test network"],
      ["say", model("sonnet-thinking")],
      ["u", "/model opus"],
      ["u", "the wallet is funded now, deploy it"],
      ["say", model("sonnet-4.6")],
    ]);
    expect(findFailures(models)).toEqual([]);
  });

  it("does not read a request sent again after the person stopped the answer as asking again", () => {
    const request = "prepare the grant application from the project's context files";
    for (const [where, record] of [
      ["own turn", "<turn_aborted>\nThe user interrupted the previous turn on purpose.\n</turn_aborted>"],
      ["same turn", "[Request interrupted by user]"],
    ] as const) {
      const steps: Step[] = [
        ["u", request],
        ["say", "Reading the context files first."],
        ["cmd", "ls docs"],
      ];
      steps.push(where === "own turn" ? ["u", record] : ["out", record]);
      steps.push(["u", request], ["say", "Here is the draft application."]);
      expect(findFailures(session(steps))).toEqual([]);
    }
  });

  it("does not call a session stuck that ends on the agent agreeing or on the person undoing a change, with no failure", () => {
    const base: Step[] = [
      ["u", "build the inbox triage extension"],
      ["edit", "src/content.ts"],
      ["say", "Built the extension: it reads the messages and sorts them."],
    ];
    const agreed = session([
      ...base,
      ["u", "nice; the sorting should also weigh who the sender is"],
      ["say", "You're right - the sender matters. Let me add it to the scoring:"],
      ["edit", "src/classify.ts"],
    ]);
    expect(findFailures(agreed).map((f) => f.kind)).toEqual(["admitted"]);
    expect(stuck(agreed)).toBeNull();
    const undone = session([...base, ["u", "/undo"], ["say", "Removed the last commit."]]);
    expect(findFailures(undone).map((f) => f.kind)).toEqual(["undid"]);
    expect(stuck(undone)).toBeNull();
    const failed = session([...base, ["u", "it still doesn't sort anything"], ["say", "You're right, fixing it."]]);
    expect(stuck(failed)).not.toBeNull();
  });

  it("does not read the same words around a different paste, or a one-line request naming other numbers, as asking again", () => {
    const ask = (error: string) =>
      `We get this error in the code shown:\n\`\`\`\n${error}\n\`\`\`\nHow can it be resolved?`;
    const pastes = session([
      ["u", ask("Expected 2 arguments, but got 1.")],
      ["say", "Pass the options object as the second argument."],
      ["u", ask("Module has no default export.")],
      ["say", "Import it by name instead."],
    ]);
    expect(findFailures(pastes)).toEqual([]);
    const samePaste = session([
      ["u", ask("Expected 2 arguments, but got 1.")],
      ["say", "Pass the options object as the second argument."],
      ["u", ask("Expected 2 arguments, but got 1.")],
      ["say", "Pass the options object as the second argument."],
    ]);
    expect(findFailures(samePaste).map((f) => f.kind)).toContain("asked-again");
    const phases = session([
      ["u", "carry out phase 1.2 of the migration plan"],
      ["edit", "src/theme.php"],
      ["say", "Phase 1.2 is done."],
      ["u", "carry out phase 1.3 of the migration plan"],
      ["edit", "src/blocks.php"],
      ["say", "Phase 1.3 is done."],
    ]);
    expect(findFailures(phases)).toEqual([]);
  });

  it("does not read what a run that exited with code 0 printed as a failure", () => {
    const warning = "Error: native bindings failed to load, falling back to JavaScript";
    const steps = (code: number): Step[] => [
      ["u", "wire the payroll form to the API"],
      ["edit", "app/payroll/form.tsx"],
      ["cmd", "npm run build"],
      ["out", `Process exited with code ${code}`],
      ["out", warning],
      ["say", "The form posts the new fields."],
      ["u", "also show the run's total"],
      ["edit", "app/payroll/total.tsx"],
      ["cmd", "npm run build"],
      ["out", `Process exited with code ${code}`],
      ["out", warning],
      ["say", "The total is shown."],
      ["u", "and a link to the receipt"],
      ["edit", "app/payroll/receipt.tsx"],
      ["cmd", "npm run build"],
      ["out", `Process exited with code ${code}`],
      ["out", warning],
      ["say", "The receipt is linked."],
    ];
    expect(findFailures(session(steps(0)))).toEqual([]);
    expect(stuck(session(steps(1)))).not.toBeNull();
  });

  it("compares the agent's words, not the tool calls an export shows as markup", () => {
    const call = [
      '<tool-use data-tool-type="task" data-tool-name="manage_todo_list"><details>',
      "<summary>Tool use: **manage_todo_list**</summary>",
      "- operation: `write`",
      "</details></tool-use>",
    ];
    const steps: Step[] = [["u", "upgrade the project to Java 21"]];
    steps.push(...call.map((t): Step => ["say", t]), ["say", "Generated the upgrade plan."]);
    steps.push(["u", "Yes"], ...call.map((t): Step => ["say", t]), ["say", "Applied OpenRewrite; the build passes."]);
    expect(findFailures(session(steps))).toEqual([]);
  });

  it("reads the person saying they still see it, or see no change, as a failure", () => {
    const lines = session([
      ["u", "remove the ellipses from the week widget"],
      ["say", "Removed them."],
      ["u", "I don't see a change"],
      ["say", "Now they are gone."],
      ["u", "I still see ellipses"],
      ["say", "Clipped the text instead."],
    ]);
    expect(findFailures(lines).map((f) => [f.kind, f.turn])).toEqual([
      ["said-failed", 2],
      ["said-failed", 3],
    ]);
  });

  it("reads the person's report around what they paste, not the words of the paste (decision 0368)", () => {
    // A long message: a question, then another assistant's advice pasted, whose middle speaks of failing builds.
    const pasted = [
      "is this advice right for my server?",
      "Here is what was suggested:",
      "1. Free the disk before each build.",
      "2. If your build keeps failing on the server, build it on your laptop instead.",
      "3. Add a swap file for memory.",
      "4. Prune old images weekly.",
      "5. Restart the containers.",
      "Thanks!",
    ].join("\n");
    const steps: Step[] = [
      ["u", "deploy the app to my server"],
      ["say", "Here are the steps to deploy it."],
      ["u", pasted],
      ["say", "Yes, that advice fits your server."],
    ];
    expect(findFailures(session(steps)).filter((f) => f.kind === "said-failed")).toEqual([]);
    // The same paste with the person's own report after it is a failure.
    const reported: Step[] = [...steps.slice(0, 2), ["u", `${pasted}\nit still does not build`], steps[3]!];
    expect(findFailures(session(reported)).map((f) => [f.kind, f.turn])).toEqual([["said-failed", 2]]);
  });

  it("reads the trouble persisting or remaining, in several languages, as a failure (decision 0368)", () => {
    const persists = [
      "the issue persists",
      "the error remains:",
      "tried it, it persists.",
      "el problema persiste",
      "le bug toujours persiste",
      "das Problem besteht weiterhin",
      "ошибка сохраняется",
      "问题依旧",
      "まだ解消されない",
    ];
    for (const text of persists) expect(saysFailed(text), text).toBe(true);
    // Code persists data, and an error page's advice is no report.
    expect(saysFailed("persist the session in localStorage so it persists the token across reloads")).toBe(false);
    expect(saysFailed("Something went wrong. If this problem persists, please contact support.")).toBe(false);
  });

  it("reads the wordings people use for a fix that did not work, in English and Chinese (decision 0354)", () => {
    // Quoted from real sessions (eval/detection/real/sessions), each with its id and turn.
    const failed = [
      "that still didnt effect the outer ring", // specstory-0128, turn 9
      "theres still a slight horizontal scroll on my mobile screen", // specstory-0151, turn 13
      "you misunderstood once the onboarding flow is complete you should allow the user go back to onboarding.", // specstory-0121, turn 2
      "it won't continue on user-onboarding.tsx when i hit the continue button", // specstory-0121, turn 6
      "端口转发好像不行。", // specstory-0147, turn 3
      "目前心率还是无法获得信息过来。", // specstory-0147, turn 6
      "根据你刚刚的代码，进入管理界面就崩溃了", // specstory-0072, turn 8
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    // A rhetorical "wouldn't that do?" is a suggestion, not a failure (specstory-0072, turn 5).
    expect(saysFailed("他们格子维护自己的list数据不行吗？搞什么二级数据结构？？")).toBe(false);
    // An instruction not to do something is no report.
    expect(saysFailed("do not run the migrations yet, and make sure the page doesn't reload")).toBe(false);
  });

  it("reads a fix that did not work in the polite Japanese forms, Chinese and a thing still doing it (decision 0366)", () => {
    // Written for the rule: each language's usual wording for "still not fixed", "no change", "not shown".
    const failed = [
      "ボタンがまだ押せず、エラーが解消できません。", // the error could not be cleared
      "表示が崩れたまま直っていません", // it has not been fixed
      "ログイン画面が表示されません", // the login screen is not shown
      "问题还没有解决好", // not solved yet
      "页面还是空白", // the page is still blank
      "列表里没有显示任何数据", // no data is shown in the list
      "刷新以后还是这样", // still like this after a reload
      "the client is still calling the old endpoint", // a thing still doing what it did
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    // A request, a thing still working, a design still being judged, a question: no report of a failed fix.
    const not = [
      "ログイン画面を表示してください",
      "请在列表里显示数据",
      "the server is still working on the import",
      "the header is still looking a bit plain, make it bolder",
    ];
    for (const text of not) expect(saysFailed(text), text).toBe(false);
  });

  it("reads a bare request to fix, right after the agent's attempt, as a failed attempt (decision 0366)", () => {
    const lines = session([
      ["u", "fix the crash when the list is empty"],
      ["edit", "src/list.ts"],
      ["say", "Guarded the empty list."],
      ["u", "fix it"],
      ["edit", "src/list.ts"],
      ["say", "Guarded the render too."],
      ["u", "@src/list.ts 修复这个错误"],
      ["say", "Fixed the index."],
      ["u", "now add paging to the list, twenty items a page, with a next button"],
      ["edit", "src/list.ts"],
    ]);
    // The first request names the work; the two bare requests after an attempt each say it failed (and the file
    // edited again in a turn that failed is what the agent kept changing).
    expect(findFailures(lines).map((f) => [f.kind, f.turn])).toEqual([
      ["said-failed", 2],
      ["file-again", 2],
      ["said-failed", 3],
    ]);
    expect(stuck(lines)).toMatchObject({ firstTurn: 2, strikes: 2 });
    // After words only, nothing was tried: a request to fix is the work itself.
    const talk = session([
      ["u", "what does the list page do?"],
      ["say", "It renders the items."],
      ["u", "fix it"],
      ["say", "Which part?"],
    ]);
    expect(findFailures(talk)).toEqual([]);
    for (const text of ["fix", "エラーを修正してください", "修复问题", "исправь ошибку", "arregla el error"])
      expect(asksOnlyToFix(text), text).toBe(true);
    // A question, a report that it was fixed, or a longer request that names new work is not a bare request.
    const not = [
      "how do I fix this?",
      "已修复",
      "修正しています",
      "ya está solucionado",
      "fix the header and then add a search box that filters the table by name",
    ];
    for (const text of not) expect(asksOnlyToFix(text), text).toBe(false);
  });

  it("reads the person giving the problem up right after an attempt as a failed attempt (decision 0366)", () => {
    const steps = (drop: string): Step[] => [
      ["u", "dragging the map with the mouse does nothing"],
      ["edit", "src/map.ts"],
      ["say", "Enabled the drag handler."],
      ["u", "it still does not move when I drag"],
      ["edit", "src/map.ts"],
      ["say", "Bound the handler to the canvas."],
      ["u", drop],
      ["edit", "src/legend.ts"],
      ["say", "Added the legend."],
      ["u", "the legend looks good, thanks"],
    ];
    for (const drop of [
      "never mind the dragging, add a legend instead",
      "拖动先算了，加个图例",
      "ドラッグはもういいです。凡例を追加して",
    ])
      expect(stuck(session(steps(drop))), drop).toMatchObject({ firstTurn: 2, lastTurn: 3, strikes: 2 });
    // Moving on without dropping anything is the work going on: one failed retry, then new work.
    expect(stuck(session(steps("now add a legend in the corner")))).toBeNull();
    // Before the agent has tried anything, "never mind" takes back a question.
    const question = session([
      ["u", "what does the legend show?"],
      ["say", "The layers."],
      ["u", "never mind, add a scale bar"],
      ["edit", "src/scale.ts"],
    ]);
    expect(findFailures(question)).toEqual([]);
  });

  it("reads the agent saying three times in one reply that its try failed as a loop of its own (decision 0366)", () => {
    const reply = (said: string[]): Step[] => [
      ["u", "merge the upstream branch into ours"],
      ...said.flatMap((s): Step[] => [
        ["cmd", "git merge upstream/main"],
        ["say", s],
      ]),
      ["u", "ok, let's rebase instead"],
      ["say", "Rebased."],
    ];
    const loop = reply([
      "The merge stopped. Let's try again after committing the lock file.",
      "We're still having issues with the index. Let's take a different approach.",
      "Let me try one more time from a clean tree.",
      "The merge ran into conflicts again.",
    ]);
    // The first "try again" is one retry; each after it is a failed attempt inside the one reply.
    expect(stuck(session(loop))).toMatchObject({ firstTurn: 1, lastTurn: 1, strikes: 2 });
    // Once or twice is how agents work through a step; a line of a diff it shows is code, not its words.
    const twice = reply([
      "The merge stopped. Let's try again after committing the lock file.",
      "+ // if the fetch fails, try again later",
      "We're still having issues with the index. Let's take a different approach.",
      "Merged.",
    ]);
    expect(findFailures(session(twice))).toEqual([]);
  });

  it("reads the person saying what the agent gave them hung or timed out as a failure (decision 0366)", () => {
    const failed = [
      "the deploy command hung after the upload step",
      "the page freezes as soon as I open the modal",
      "the request timed out again",
      "la aplicación se cuelga al iniciar",
      "der Build hängt bei 90%",
      "приложение зависло на загрузке",
      "运行后页面卡住了",
      "アプリが固まってしまいます",
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    // "Depends", a frozen lockfile, a hanging indent: no report.
    const not = ["это зависит от версии", "install with --frozen-lockfile", "use a hanging indent for the list"];
    for (const text of not) expect(saysFailed(text), text).toBe(false);
  });

  it("ends a session where the work stood when its last messages only say to go on (decision 0366)", () => {
    const steps = (last: string): Step[] => [
      ["u", "make the header sticky"],
      ["say", "Added position: sticky to the header."],
      ["u", "it still doesn't stick when I scroll"],
      ["say", "Let me look at the parent elements."],
      ["u", last],
      ["say", "Checked the layout; the parent may need a change."],
    ];
    for (const last of ["continue", "继续", "続けてください", "ok, go on"])
      expect(stuck(session(steps(last))), last).toMatchObject({ firstTurn: 2, strikes: 1, unresolved: true });
    // A new request after the failure is the work going on.
    expect(stuck(session(steps("now add a footer with the copyright")))).toBeNull();
  });

  it("reads three of the agent's answers in a row met by messages with no words as a loop (decision 0366)", () => {
    const steps = (shown: number): Step[] => [
      ["u", "set up the database from the README"],
      ["say", "Run the migrations with the command below."],
      ...Array.from({ length: shown }, (_, k): Step[] => [
        ["u", ""],
        ["say", `Try this setting instead (${k + 1}).`],
      ]).flat(),
      ["u", "now add a seed script"],
      ["say", "Added."],
    ];
    // The third wordless message in a row, and each after it, is a failed attempt.
    expect(stuck(session(steps(4)))).toMatchObject({ firstTurn: 4, lastTurn: 5, strikes: 2 });
    // Two in a row is the person showing a result, not yet a loop.
    expect(findFailures(session(steps(2)))).toEqual([]);
  });

  it("reads a fix that did not work in Czech, Catalan, Indonesian, Vietnamese and Persian (decision 0366)", () => {
    const failed = [
      "přihlášení pořád nefunguje", // Czech: the login still does not work
      "encara no es veu el botó", // Catalan: the button still does not show
      "halamannya masih error setelah diubah", // Indonesian: the page still errors after the change
      "trang vẫn lỗi sau khi sửa", // Vietnamese: the page still errors after the fix
      "هنوز خطا میدهد", // Persian: it still gives an error
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    const not = ["přidej tlačítko pro přihlášení", "afegeix un botó", "tambahkan tombol login", "thêm nút đăng nhập"];
    for (const text of not) expect(saysFailed(text), text).toBe(false);
  });

  it("reads a fix that did not work, and one that worked, in Polish, Danish, Norwegian, Swedish and Dutch (decision 0384)", () => {
    const failed = [
      "przycisk nadal nie działa", // Polish: the button still does not work
      "znowu błąd przy zapisie", // Polish: an error again on saving
      "knappen virker stadig ikke", // Danish: the button still does not work
      "der er stadig fejl i formularen", // Danish: there are still errors in the form
      "det fungerte ikke", // Norwegian: it did not work
      "sidan fungerar fortfarande inte", // Swedish: the page still does not work
      "de knop werkt nog steeds niet", // Dutch: the button still does not work
      "dezelfde fout bij het opslaan", // Dutch: the same error on saving
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    const not = [
      "dodaj przycisk logowania",
      "tilføj en login-knap",
      "legg til en knapp",
      "lägg till en knapp",
      "voeg een knop toe",
    ];
    for (const text of not) expect(saysFailed(text), text).toBe(false);
    for (const text of ["teraz działa", "det virker nu", "nu fungerar det", "het werkt nu"])
      expect(saysWorked(text), text).toBe(true);
    expect(saysWorked("het werkt nu niet")).toBe(false);
  });

  it("does not read a tool's own notices about the files it tracks as an error that came back (decision 0384)", () => {
    const notices = [
      "Repo-map can't include /home/dev/app/src/old.ts",
      "/home/dev/app/src/old.ts: file not found error",
      "/home/dev/app/src/old.ts: unable to read: [Errno 2] No such file or directory: '/home/dev/app/src/old.ts'",
    ];
    const steps = (n: number): Step[] =>
      Array.from({ length: n }, (_, i): Step[] => [
        ["u", `now add step ${i + 1} of the wizard`],
        ...notices.map((t): Step => ["out", t]),
        ["edit", `src/wizard-${i + 1}.ts`],
        ["say", "Done."],
      ]).flat();
    expect(findFailures(session(steps(4)))).toEqual([]);
    // The same line from a run the agent made is still an error that came back.
    const ran = session([
      ["u", "run the tests"],
      ["cmd", "npm test"],
      ["out", ERROR],
      ["edit", "src/login.ts"],
      ["u", "again"],
      ["cmd", "npm test"],
      ["out", ERROR],
    ]);
    expect(findFailures(ran).some((f) => f.kind === "error-again")).toBe(true);
  });

  it("reads the person saying the trouble remains after the attempts as a failure (decision 0366)", () => {
    const failed = [
      "the sorting issue persists after your change",
      "Despite previous attempts, the save button remains unresponsive",
      "the new setting has no effect",
      "el problema persiste",
      "der Fehler bleibt bestehen",
      "ошибка осталась",
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    // Advice on what to do if it persists, and a thing meant to remain, are no report.
    const not = ["if the issue persists, clear the cache", "make sure the header remains visible when scrolling"];
    for (const text of not) expect(saysFailed(text), text).toBe(false);
  });

  it("does not read a message the tool put in the person's place as their words (decision 0354)", () => {
    // Claude Code loads a skill as a user message; quoted from specstory-0151, turn 8.
    const skill = [
      "Base directory for this skill: /private/tmp/claude-501/bundled-skills/2.1.193/6d18641b9ea9266effd1022638968d9f/run",
      "If the fallback pattern didn't work out of the box — you had to",
      "install packages, set env vars, patch config, or write a driver —",
    ].join("\n");
    const lines = session([
      ["u", "add a problem section right after the logo"],
      ["say", "Added the section."],
      ["u", skill],
      ["say", "Running the app."],
      ["u", "<command-name>/model</command-name>"],
      ["say", "Model set."],
    ]);
    expect(findFailures(lines)).toEqual([]);
  });

  it("knows an error pasted again with other words or a console's prefix before it (decision 0354)", () => {
    // The person's messages, quoted from specstory-0139, turns 3 to 6.
    const lines = session([
      ["u", "i want l2 to be a flat list"],
      ["edit", "app/services/league_service.py"],
      ["u", "this is the error: 2stats:778  Error: TypeError: Cannot read properties of undefined (reading 'map')"],
      ["edit", "app/templates/components/tables.html"],
      ["u", "I'll revert tha changes in stats.html. lets instead transform the dta prior to passing."],
      ["edit", "app/routes/league_routes.py"],
      [
        "u",
        "this might be one step, but i still got the error: stats:778  Error: TypeError: Cannot read properties of undefined (reading 'map')",
      ],
      ["edit", "app/templates/components/tables.html"],
    ]);
    const again = findFailures(lines).filter((f) => f.kind === "error-again");
    expect(again.map((f) => [f.turn, f.from])).toEqual([[4, 2]]);
    // A short message after the class is no name for an error by itself: the whole fingerprint must match.
    const short = session([
      ["u", "run it"],
      ["cmd", "node a.js"],
      ["out", "SyntaxError: Unexpected token"],
      ["edit", "a.js"],
      ["u", "now this: TypeError: Unexpected token"],
    ]);
    expect(findFailures(short).filter((f) => f.kind === "error-again")).toEqual([]);
  });

  it("reads an error the person brings back after the agent's attempt as a failed run, not after words alone (decision 0355)", () => {
    const steps = (attempt: Step): Step[] => [
      ["u", "the build fails"],
      attempt,
      [
        "u",
        "Error: The process '/usr/local/lib/android/sdk/cmdline-tools/16.0/bin/sdkmanager' failed with exit code 1",
      ],
      ["say", "Let me look."],
    ];
    expect(findFailures(session(steps(["cmd", "git push origin main"]))).map((f) => [f.kind, f.turn])).toEqual([
      ["reported-error", 2],
    ]);
    expect(findFailures(session(steps(["say", "Which step fails?"])))).toEqual([]);
    // It is no strike: alone it makes no episode, though the session ends on it.
    expect(findEpisodes(session(steps(["cmd", "git push origin main"])))).toEqual([]);
  });

  it("reads a diff in the agent's answer as an attempt the person's next error reports on (decision 0364)", () => {
    // The agent's diff and the person's next paste quoted from specstory-0053, turns 4 and 5 (shortened).
    const steps = (shown: string): Step[] => [
      ["u", "Im getting this but I have pydantic"],
      ["say", "I see the issue now. In Pydantic v2, `ModelField` has been replaced by `FieldInfo`."],
      ["say", shown],
      ["say", "- from pydantic.fields import ModelField # Also import ModelField for v2"],
      ["say", "+ from pydantic.fields import FieldInfo as ModelField # Use FieldInfo as ModelField in v2"],
      ["say", "```"],
      [
        "u",
        "Test 1: Converting flattened Pydantic User model to Pandera schema...\nUnexpected error: unhashable type: 'dict'",
      ],
      ["say", "I see the issue."],
    ];
    expect(findFailures(session(steps("```diff"))).map((f) => [f.kind, f.turn])).toEqual([["reported-error", 2]]);
    // Code handed over in a fence that names its language is an attempt too (decision 0389); a bare fence quotes.
    expect(findFailures(session(steps("```python"))).map((f) => [f.kind, f.turn])).toEqual([["reported-error", 2]]);
    expect(findFailures(session(steps("```")))).toEqual([]);
  });

  it("reads the person only naming an error right after code was handed over as a failed attempt (decision 0389)", () => {
    const steps = (reply: string): Step[] => [
      ["u", "the worker crashes on start"],
      ["say", "Start the queue before the worker:"],
      ["say", "```ts"],
      ["say", "await queue.start();"],
      ["say", "```"],
      ["u", reply],
      ["say", "Let me look again."],
    ];
    for (const reply of ["this error again", "now this is the error", "同じエラー", "same error"])
      expect(
        findFailures(session(steps(reply))).map((f) => [f.kind, f.turn]),
        reply,
      ).toEqual([["said-failed", 2]]);
    // A question, or a message naming an error among new work, is not only naming one.
    expect(findFailures(session(steps("what does this error mean?")))).toEqual([]);
    expect(onlyNamesError("add an error page with a link back home and a search box")).toBe(false);
    expect(onlyNamesError("this error")).toBe(true);
    expect(onlyNamesError("ошибка")).toBe(true);
    expect(onlyNamesError("thanks, works")).toBe(false);
  });

  it("starts an episode at the turn that shows a failure, not at the file's first re-edit (decision 0355)", () => {
    // The person's words quoted from specstory-0128, turns 3 to 9; the agent edits one file in every turn (its words shortened).
    const file = "apps/docs/src/components/color-swatch-picker/index.tsx";
    const lines = session([
      ["u", "its looking good but its a little spread out"],
      ["edit", file],
      ["say", "Updated the swatch layout."],
      ["u", "the center swatch should always be the topmost"],
      ["edit", file],
      ["say", "Updated the swatch layout."],
      ["u", "update the scale origin to be the center"],
      ["edit", file],
      ["say", "Updated the swatch layout."],
      ["u", "that did not work"],
      ["edit", file],
      ["say", "Updated the swatch layout."],
      ["u", "this only seems to affect the middle ring and not the outer ring"],
      ["edit", file],
      ["say", "Updated the swatch layout."],
      ["u", "that still didnt effect the outer ring"],
      ["edit", file],
      ["say", "Updated the swatch layout."],
    ]);
    expect(stuck(lines)).toMatchObject({ firstTurn: 4, lastTurn: 6, strikes: 2 });
  });

  it("reads the person undoing the agent's change with the tool's command as a failure", () => {
    const lines = session([
      ["u", "hello"],
      ["say", "I made the greeting more casual."],
      ["edit", "launcher.py"],
      ["u", "/undo"],
      ["u", "/git checkout launcher.py"],
      ["u", "/add launcher.py"],
    ]);
    expect(findFailures(lines).map((f) => [f.kind, f.turn])).toEqual([
      ["undid", 2],
      ["undid", 3],
    ]);
    expect(findEpisodes(lines)[0]).toMatchObject({ firstTurn: 2, strikes: 2 });
    // Undoing alone is the person's choice, no loop (decision 0386).
    expect(stuck(lines)).toBeNull();
    expect(
      findFailures(lines.slice(0, 1).concat(session([["u", "/undo"]]).map((l) => ({ ...l, userTurn: 2 })))),
    ).toEqual([]);
  });

  it("reads a fix that did not work in Turkish, German and Chinese as 'still … not' reads in English, and the person naming the loop (decision 0376)", () => {
    // Written for the rule: each language's usual wording.
    const failed = [
      "uygulama hala açılmıyor", // the app still does not open
      "butonlar çalışmıyor", // the buttons do not work
      "yine hata veriyor", // it gives an error again
      "aynı hata", // the same error
      "das Layout passt noch nicht", // the layout is still not right
      "die Ausgabe stimmt nicht", // the output is not right
      "还是显示不出来", // still cannot be shown
      "按钮还是点了没反应", // the button still does nothing when clicked
      "we are going in circles here",
      "you're stuck in a loop, stop",
      "ты зациклился",
      "on tourne en rond",
      "一直在原地打转",
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    const not = ["是用 Redis 还是 Memcached？", "draw the circles in a loop", "bunu hala kullanıyoruz, dokunma"];
    for (const text of not) expect(saysFailed(text), text).toBe(false);
    expect(asksOnlyToFix("hataları düzelt")).toBe(true);
    expect(asksOnlyToFix("hatalar düzeltildi")).toBe(false);
  });

  it("reads a report after the person only ran the agent's change through the tool as about that attempt (decision 0376)", () => {
    const lines = session([
      ["u", "send the payload to the webhook"],
      ["edit", "app.py"],
      ["say", "Done: the payload now goes to the webhook."],
      ["u", "/run python app.py"],
      ["out", "sent 1 request"],
      ["u", "the payload is still not right, it arrives nested twice"],
      ["say", "I see, fixing the nesting."],
    ]);
    expect(findFailures(lines).map((f) => [f.kind, f.turn])).toEqual([["said-failed", 3]]);
    // A tool command reached that way is the tool's output, no attempt of the agent's.
    const mapped = session([
      ["u", "/map"],
      ["say", "app.py: def main()"],
      ["u", "/add app.py"],
      ["u", "do not change anything in this file, write the settings to .env"],
      ["say", "Added the settings to .env."],
    ]);
    expect(findFailures(mapped).filter((f) => f.kind === "said-failed")).toEqual([]);
  });

  it("reads a word after 'not' as the verb it modifies, not the noun a determiner starts (decision 0376)", () => {
    for (const text of ["it didn't really work", "the button did not change", "it does not even load"])
      expect(saysFailed(text), text).toBe(true);
    for (const text of ["use the upstream copy, not my changed one", "deploy it, not the working branch"])
      expect(saysFailed(text), text).toBe(false);
  });

  it("reads a thing that still has what the attempt was to change, 'still incorrect', 'not displaying', and the agent's change said to have broken something (decision 0376)", () => {
    // Written for the rule.
    const failed = [
      "the cards still have the old borders",
      "Still incorrect.",
      "the labels are not displaying",
      "after your changes the menu opens at the bottom",
      "the layout regressed",
      "después de tus cambios el menú no abre",
      "nach deinen Änderungen lädt die Seite langsam",
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    const not = [
      "I still have a question about the API",
      "we still have to add the footer",
      "After these changes are applied, run the tests",
    ];
    for (const text of not) expect(saysFailed(text), text).toBe(false);
  });

  it("dates a request asked a third time from where it was first asked again (decision 0376)", () => {
    const request = "modify the merge step so it can merge the generated work files with several keys";
    const lines = session([
      ["u", request],
      ["say", "Here is the change to the merge step, with the keys read from each work file in turn."],
      ["u", request],
      ["say", "Sorry, the answer was cut off before the change: the model ran out of room for it."],
      ["u", "show the size of the context"],
      ["say", "The context holds nine files and the chat history, more than the model's window."],
      ["u", "drop the two largest files"],
      ["say", "Dropped them from the chat; the context is smaller now though still near the limit."],
      ["u", request],
      ["say", "Again cut off: the answer to this request does not fit in the model's remaining room."],
    ]);
    const again = findFailures(lines).filter((f) => f.kind === "asked-again");
    expect(again.map((f) => [f.turn, f.from])).toEqual([
      [2, 2],
      [5, 2],
    ]);
    expect(stuck(lines)).toMatchObject({ firstTurn: 2, lastTurn: 5 });
  });

  it("reads the person opening on what they meant as the attempt having answered something else (decision 0376)", () => {
    for (const text of [
      "I meant the settings page, not the profile",
      "No, I meant the other chat",
      "Ich meinte die Tabelle",
      "я имел в виду другой файл",
    ])
      expect(saysFailed(text), text).toBe(true);
    // Said later in a message, it explains; it corrects nothing.
    expect(saysFailed("make the header sticky, which is what I meant by fixed")).toBe(false);
  });

  it("reads the agent's changes said not to have been made or applied as a failed attempt (decision 0376)", () => {
    const failed = [
      "the changes were not applied",
      "the edits weren't saved",
      "o que houve que as alterações não foram feitas?",
      "los cambios no se aplicaron",
      "die Änderungen wurden nicht übernommen",
    ];
    for (const text of failed) expect(saysFailed(text), text).toBe(true);
    expect(saysFailed("make sure the changes are applied before the build")).toBe(false);
  });

  it("shows an edit that kept failing to apply from where it failed again, as an error that came back (decision 0376)", () => {
    const lines = session([
      ["u", "rename the helper"],
      ["edit", "src/a.ts"],
      ["say", "The edit did not apply."],
      ["u", "go on with the tests"],
      ["say", "Added the tests."],
      ["u", "now rename it"],
      ["edit", "src/a.ts"],
      ["say", "The edit did not apply again."],
    ]).map((l) => (l.kind === "edit" ? { ...l, role: "tool" as const, kind: "edit-failed" as const } : l));
    const again = findFailures(lines).filter((f) => f.kind === "edit-failed-again");
    expect(again.map((f) => [f.from, f.turn, shownFrom(f)])).toEqual([[1, 3, 3]]);
  });
  it("never calls edits that did not apply and undoing alone a loop, only beside another failure (decision 0386)", () => {
    const notApplied = (userTurn: number, n: number): SessionLine => ({
      n,
      role: "tool",
      kind: "edit-failed",
      text: "The SEARCH block failed to match lines in src/cart.ts",
      file: "src/cart.ts",
      turn: 2 * userTurn,
      count: 1,
      userTurn,
    });
    const base = session([
      ["u", "show the total price in the cart"],
      ["edit", "src/cart.ts"],
      ["u", "/undo"],
      ["u", "show the total price with taxes in the cart page"],
    ]);
    const retry = (n: number): SessionLine => ({
      ...base[1]!,
      n,
      kind: "text",
      text: "Trying the edit again.",
      userTurn: 3,
      turn: 6,
    });
    const alone = [...base, notApplied(3, 50), retry(51), notApplied(3, 52), retry(53), notApplied(3, 54)];
    const kinds = new Set(findFailures(alone).map((f) => f.kind));
    expect(kinds).toEqual(new Set(["undid", "edit-failed-again"]));
    expect(findEpisodes(alone)[0]!.strikes).toBeGreaterThanOrEqual(2);
    expect(stuck(alone)).toBeNull();
    const withFailure = [
      ...alone,
      ...session([["u", "it still doesn't show the total, same as before"]]).map((l) => ({
        ...l,
        n: 60,
        userTurn: 4,
        turn: 8,
      })),
    ];
    expect(findFailures(withFailure).map((f) => f.kind)).toContain("said-failed");
    expect(stuck(withFailure)).not.toBeNull();
  });

  it("needs two strikes for asking again or the same answer alone, not one the session ends on (decision 0386)", () => {
    const once = session([
      ["u", "please add a dark mode toggle to the settings page"],
      ["say", "Added a toggle to the settings page."],
      ["u", "please add a dark mode toggle to the settings page header"],
      ["say", "Moved the toggle into the header."],
    ]);
    expect(findFailures(once).map((f) => f.kind)).toEqual(["asked-again"]);
    expect(findEpisodes(once)[0]).toMatchObject({ strikes: 1, unresolved: true });
    expect(stuck(once)).toBeNull();
    const twice = [
      ...once,
      ...session([
        ["u", "please add a dark mode toggle to the settings page header again"],
        ["say", "The toggle is in the header."],
      ]).map((l, i) => ({ ...l, n: 10 + i, userTurn: 3, turn: 5 + i })),
    ];
    expect(stuck(twice)).toMatchObject({ strikes: 2 });
    // A failed fix the session ends on is still stuck on one strike.
    const failed = session([
      ["u", "please add a dark mode toggle to the settings page"],
      ["say", "Added a toggle to the settings page."],
      ["u", "the toggle still doesn't work"],
      ["say", "Fixed the handler."],
    ]);
    expect(stuck(failed)).toMatchObject({ strikes: 1, unresolved: true });
  });
  it("reads the person's request after the Codex IDE's context, not the editor's context before it", () => {
    // specstory-0374, turns 3 and 9, quoted (the agent's answers cut to their first line): every message the Codex
    // IDE extension sends opens with the active file, its selection and the open tabs (decision 0405).
    const turn3 = [
      "# Context from my IDE setup:",
      "",
      "## Active file: c:\\Users\\alading\\.codex\\config.toml",
      "",
      "## Active selection of the file:",
      'model = "gpt-5.4"',
      'model_reasoning_effort = "medium"',
      'personality = "pragmatic"',
      "",
      "[windows]",
      'sandbox = "unelevated"',
      "## Open tabs:",
      "- config.toml: c:\\Users\\alading\\.codex\\config.toml",
      "- mcp.json: .codex/mcp.json",
      "",
      "## My request for Codex:",
      'model = "gpt-5.4"',
      'model_reasoning_effort = "medium"',
      'personality = "pragmatic"',
      "",
      "[windows]",
      'sandbox = "unelevated"',
      "这就是codex的config.toml，直接生成代码我复制过去",
    ].join("\n");
    const turn9 = [
      "# Context from my IDE setup:",
      "",
      "## Active file: c:\\Users\\alading\\.codeium\\windsurf\\mcp_config.json",
      "",
      "## Active selection of the file:",
      "[REDACTED]",
      "## Open tabs:",
      "- mcp_config.json: c:\\Users\\alading\\.codeium\\windsurf\\mcp_config.json",
      "- config.toml: c:\\Users\\alading\\.codex\\config.toml",
      "",
      "## My request for Codex:",
      "那mcp在code中怎么调用",
    ].join("\n");
    const lines = session([
      ["u", turn3],
      ["say", "把下面这份直接追加到你的 [`config.toml`](c:/Users/alading/.codex/config.toml) 里就行："],
      ["u", turn9],
      [
        "say",
        "MCP 不是“在代码里直接 `import` 然后调用工具函数”那种用法；正确方式是：你的程序作为 **MCP 客户端** 连接到 MCP server，然后把这些工具交给一个 Agent/模型去用。",
      ],
    ]);
    expect(findFailures(lines).filter((f) => f.kind === "asked-again")).toEqual([]);
  });
  it("reads a request sent again after the person stopped its answer as the report it was, not a new one", () => {
    // claude-code-0025, turns 1 and 2, quoted (the article pasted at turn 2 cut to its first lines): the person
    // stops the agent and sends the request again with the article pasted (decision 0406).
    const request =
      "Please take a look at this walkthrough I'm trying to follow and get it started. When I try to execute start up the app, it doesn't work: ";
    const lines = session([
      [
        "u",
        `${request}https://medium.com/@vndee.huynh/build-your-own-rag-and-run-it-locally-langchain-ollama-streamlit-181d42805895`,
      ],
      [
        "say",
        "I'll help you get the RAG application started. Let me first examine the current codebase and then check the Medium walkthrough to understand what needs to be done.",
      ],
      ["cmd", "Bash(ls -la)"],
      ["out", "Error: Request failed with status code 403"],
      ["out", "[Request interrupted by user]"],
      [
        "u",
        [
          request,
          '"""',
          "Search",
          "Write",
          "Sign up",
          "Sign in",
          "Writing is for everyone.Register for Medium Day",
          "Top highlight",
          "Build your own RAG and run it locally: Langchain + Ollama + Streamlit",
        ].join("\n"),
      ],
      [
        "say",
        "I can see you have the files already created. Let me examine what you have and help you get the application running.",
      ],
    ]);
    expect(findFailures(lines)).toEqual([]);
  });
  it("does not take tool calls shown without their input for one command run again", () => {
    // claude-code-0043, turns 4 and 5, quoted (the person's messages cut to their first sentence, the records between
    // the calls left out): Claude Code's logs/chat.json shows each `KillBash` call without the shell it stops, and each
    // stops another server the agent started; "--timeout-keep-alive" in the server's command reads as an error
    // (decision 0406).
    const killed = (shell: string, env: string) =>
      `{"success":true,"message":"Successfully killed shell: ${shell} (${env}uvicorn app.app:create_app --host=0.0.0.0 --port=8000 --workers=1 --forwarded-allow-ips=\\"*\\" --proxy-headers --timeout-keep-alive=\\"2\\")","shell_id":"${shell}"}`;
    const lines = session([
      ["u", "Couple of things here:"],
      ["cmd", "KillBash()"],
      ["out", killed("bash_5", "pwd && ")],
      ["cmd", "KillBash()"],
      ["out", killed("bash_6", 'LOG_LEVEL=DEBUG AUTH_TOKEN=\\"\\" ')],
      ["cmd", "KillBash()"],
      ["out", killed("bash_7", 'LOG_LEVEL=DEBUG AUTH_TOKEN=\\"test123\\" ')],
      [
        "u",
        "I only care for the prompt injection scanner if I'm like I set it up in order to track if there's a prompt injection in the text.",
      ],
      ["cmd", "KillBash()"],
      ["out", killed("bash_8", 'LOG_LEVEL=DEBUG AUTH_TOKEN=\\"test123\\" ')],
    ]);
    expect(findFailures(lines).filter((f) => f.kind === "command-again")).toEqual([]);
  });
  it("does not read a warning printed again by the next build as an error come back", () => {
    // claude-code-0042, turns 4 and 5, quoted (outputs cut to the build's first warning, the agent's words to their
    // first sentence): the build passes both times; esbuild's warning about a stylesheet the agent never touches
    // comes with it (decision 0406).
    const build = [
      "> kirk-estate-planning@0.0.0 build",
      "> vite build",
      "✓ built in 1.18s",
      "[esbuild css minify]",
      "▲ [WARNING] Expected identifier but found whitespace [css-syntax-error]",
    ];
    const lines = session([
      ["u", "debug why the site doesnt run"],
      ["cmd", "Bash(npm run build)"],
      ...build.map((t): Step => ["out", t]),
      ["say", "The build completed successfully!"],
      ["u", "use CRAWL_DATA.md as copy. create pages found in nav and correspondingly update links"],
      ["edit", "/Users/[REDACTED]/modernized-sites/kirk-estate-planning/src/pages/Consultation.tsx"],
      ["say", "Excellent! The development server is running successfully."],
      ["cmd", "Bash(npm run build)"],
      ...build.map((t): Step => ["out", t]),
    ]);
    expect(findFailures(lines).filter((f) => f.kind === "error-again")).toEqual([]);
  });
});
