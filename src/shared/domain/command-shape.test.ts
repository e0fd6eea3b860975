// A command is a tool call that runs one or a line shaped like a command line; the lines below are from the real
// sessions in eval/detection/real/sessions (decision 0422).
import { describe, expect, it } from "vitest";
import { commandOfCall, hasCommandShape } from "./command-shape.js";

describe("commandOfCall", () => {
  it("gives what a shell tool runs, nothing for a tool that runs no command, null for no call", () => {
    expect(commandOfCall("Bash(npm run test src/undo.layers.test.js)")).toBe("npm run test src/undo.layers.test.js");
    expect(commandOfCall("run_shell_command(git push)")).toBe("git push");
    expect(commandOfCall("Read(src/components/VideoCall.tsx)")).toBeUndefined();
    expect(commandOfCall("Grep(ProjectTracker)")).toBeUndefined();
    expect(commandOfCall("npm run dev")).toBeNull();
  });
});

describe("hasCommandShape", () => {
  it("takes command lines, with quoted messages, comments and assignments", () => {
    for (const line of [
      "npm install next react react-dom typescript @types/react @types/node tailwindcss postcss autoprefixer app-router",
      'git commit -m "fix: Correctly create invoice in paycom integration"',
      "python app_vocal.py --debug # journaux de débogage complets",
      ".venv\\Scripts\\python.exe f:\\ytdlpSpout\\main.py",
      "cd .. && pnpm install",
      "./gradlew build",
    ])
      expect(hasCommandShape(line), line).toBe(true);
  });

  it("refuses sentences, report lines, headings and what is no program", () => {
    for (const line of [
      "pytest and pytest-asyncio for async testing",
      "git clone repository and navigate to main directory",
      "h + enter to show help",
      "npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported",
      "npm error code 1",
      "npm ci error in Dockerfile**:",
      "{{ product.price }} NTD/ PCS",
      "src/undo.layers.test.js:205:26",
      ">....",
      "<execute_command>",
    ])
      expect(hasCommandShape(line), line).toBe(false);
  });
});
