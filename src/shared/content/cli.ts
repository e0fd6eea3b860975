// What the command-line tools print: `unstuck` (src/server/cli/) and the `unstuck-mcp` bridge
// (src/server/modules/mcp/mcp-bridge.ts). Messages that name a file, a URL or an option take it as an argument.

/** Each command's help; `tools` is the list of tool names `--tool` takes, comma-separated. */
export const cliHelp = {
  main: `unstuck: find where your coding assistant got stuck, from its own session files.

Usage:
  unstuck sessions [--json]                 list the sessions found for this project, newest first
  unstuck diagnose FILE [options]           diagnose one session file
  unstuck diagnose --latest [options]       diagnose this project's newest session
  unstuck outcome ID unstuck|still-stuck|gave-up [--prompt N] [--step N] [--json]
                                            after the agent ran again: did the rescue work?
  unstuck watch [--tool NAME] [--file FILE] follow this project's live session; speak up when it gets stuck
  unstuck hook claude-code|gemini-cli       print the settings block that makes the agent call unstuck
  unstuck hook run                          what the agent's hook runs (reads the hook's JSON on stdin)
  unstuck help [COMMAND]                    this help, or a command's

Reads Claude Code, Codex CLI, Gemini CLI, Cline, Aider, SpecStory and Cursor sessions. Works offline: nothing
leaves your machine unless you pass --send. Secrets are masked before anything is shown or sent.`,
  sessions: (tools: string) =>
    `Usage: unstuck sessions [--tool NAME] [--json]

Lists the sessions each assistant kept for the current directory's project, newest first:
  Claude Code  $CLAUDE_CONFIG_DIR or ~/.claude/projects/<project path>/*.jsonl
  Codex CLI    $CODEX_HOME or ~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl (those started in this directory)
  Gemini CLI   ~/.gemini/tmp/<project hash>/chats/session-*.json
  Cline        the editor's global storage, saoudrizwan.claude-dev/tasks/<task>/ (VS Code, Cursor, VSCodium, Windsurf)
  Aider        .aider.chat.history.md in this directory or the repository's root
  SpecStory    .specstory/history/*.md
  Cursor       the chats of this folder's workspace, from Cursor's globalStorage/state.vscdb (read, never changed)

Options:
  --tool NAME  only this tool (${tools})
  --json       one JSON object: {"sessions": [{"tool", "path", "chatId"?, "title", "modified", "bytes"}]}`,
  diagnose: (tools: string) =>
    `Usage: unstuck diagnose [FILE | --latest] [--tool NAME] [--chat ID] [--json] [--send]

Reads a session file (or a Cline task folder) and prints the kind of stuck, its confidence, the evidence with
turn numbers, the turn where it first went wrong and the first rescue prompt to paste back.

Options:
  --latest     the newest session of this project (see unstuck sessions)
  --tool NAME  read FILE as this tool's format, or take the newest session of this tool
               (${tools})
  --chat ID    for a Cursor state.vscdb: the chat to read (default: the most recently updated)
  --json       print one JSON object (see below)
  --send       save the diagnosis as a rescue session in your Unstuck account and print its link, and the
               unstuck outcome line to run once the agent has run again. Needs your personal access token
               (Settings, Connect your agent) in UNSTUCK_TOKEN or in the file ~/.config/unstuck/token
               (readable by you only), and Unstuck's address in UNSTUCK_URL.

Turns count your own messages from the start of the file, from 1 (in Aider, every "#### " block).

Exit status: 0 nothing stuck, 1 stuck, 2 bad input (no file, unreadable, not a session). --exit-code is accepted
for scripts that name it (as with unstuck watch --exit-code): the status is the same.

--json prints (version 1; fields are only ever added):
  {"version": 1, "stuck": boolean, "type": problem type id or null, "title": string or null,
   "confidence": 0..1, "confidenceLabel": "low"|"medium"|"high", "firstStuckTurn": number or null,
   "firstStuckReason": string or null, "userTurns": number,
   "evidence": [{"turn": number or null, "line": number, "text": string, "reason": string}],
   "prompt": {"name": string, "text": string} or null, "tool": string, "file": string,
   "warnings": [string], "sent": {"url": string} (with --send),
   "repeats": [{"kind": "error"|"file"|"command", "subject": string, "count": number, "turns": [number],
                "firstLine": number, "lastLine": number, "filesEditedBetween": [string],
                "errorsBetween": [string], "sameErrorEachRun": boolean or null}]}
On bad input: {"version": 1, "error": string}, exit status 2.`,
  outcome: `Usage: unstuck outcome SESSION unstuck|still-stuck|gave-up [--prompt N] [--step N] [--json]

After your agent has run again with the rescue's prompt, tell Unstuck whether it worked. SESSION is the rescue's
id or the link unstuck diagnose --send printed. Answering again changes the answer.

  unstuck      the agent is back on track; --prompt N and --step N say which prompt or step did it (from 1)
  still-stuck  it did not help yet: prints the next lines of attack (a second strategy, or the type the
               diagnosis ranked second) and how to start one
  gave-up      you stopped trying

Needs the same token and address as diagnose --send: UNSTUCK_TOKEN or ~/.config/unstuck/token (readable by you
only), and UNSTUCK_URL. Only your own rescues can be answered.

Exit status: 0 recorded, 2 bad input or refused (unknown word, no such rescue in your account, token, address).

--json prints (version 1):
  {"version": 1, "sessionId": string, "outcome": "unstuck"|"still_stuck"|"gave_up", "prompt": number or null,
   "step": number or null, "url": string, "nextOptions": [{"via", "type", "strategy", "summary"}],
   "nextSessionId": string or null}
On bad input: {"version": 1, "error": string}, exit status 2.`,
  watch: (tools: string) =>
    `Usage: unstuck watch [--tool NAME] [--file FILE] [--chat ID] [--exit-code]

Follows this project's newest session while your assistant works (and the next one when a newer session starts),
reading only what it appends. Quiet while the work goes well. At the first sign of trouble it prints the kind of
stuck, what repeats (with turn numbers) and the one prompt to paste; if more of the same follows, it says plainly
to stop and start a rescue (unstuck diagnose --latest --send). The same nudge is never printed twice.

Options:
  --tool NAME  only this tool's sessions (${tools})
  --file FILE  follow this file only
  --chat ID    for a Cursor state.vscdb: the chat to follow
  --exit-code  exit with status 1 at the first sign of a loop (for scripts that stop the agent)

Ctrl-C stops it (exit status 0). Exit status 1: a loop (with --exit-code); 2: bad input.`,
  hook: `Usage: unstuck hook claude-code [--project | --user]
       unstuck hook gemini-cli [--project | --user]
       unstuck hook run

claude-code, gemini-cli  print the settings block that makes the agent call "unstuck hook run" after each
                         tool call and when it stops; --project (default) for this project's settings file,
                         --user for all your projects. Merge it into the "hooks" you already have. The block
                         calls the unstuck installed in the project (npm i -D unstuck) or globally (npm i -g
                         unstuck), and npx only when there is neither: npx starts npm on every call, which
                         costs several times what the hook itself does.
run                      what the hook calls: reads the hook's JSON on stdin (its transcript_path), diagnoses
                         the session so far and, on a loop, answers in the agent's hook format so the agent
                         reads the nudge; a second strike tells the agent to stop and you to start a rescue. It
                         never keeps a stopped agent going twice (stop_hook_active), never repeats a nudge for
                         the same episode, and otherwise prints nothing. Always exits 0.

The nudges given are kept per transcript in $UNSTUCK_STATE_DIR, or unstuck-hooks in the system's temporary
folder. Other agents: see docs/agents/hooks.md.`,
};

/** What `unstuck` prints or refuses with, besides its help. */
export const cliMessages = {
  tokenOnCommandLine:
    "unstuck does not take a token on the command line (other users can read it there). Put it in UNSTUCK_TOKEN or in ~/.config/unstuck/token.",
  noSessions: (cwd: string) =>
    `No sessions found for ${cwd}.\nRun this in the folder you worked in with the assistant, or pass a file: unstuck diagnose FILE.`,
  /** `tool` is empty or the tool's name followed by a space. */
  noLatestSession: (tool: string, cwd: string) =>
    `No ${tool}sessions found for ${cwd}. See unstuck sessions, or pass a file.`,
  fileOrLatest: "Give a FILE or --latest, not both.",
  whichSession: "Which session? Give a FILE, or --latest for this project's newest.",
  tokenNeeded: (what: string) =>
    `${what} needs your personal access token: create one in Unstuck under Settings, Connect your agent, then set UNSTUCK_TOKEN or save it in ~/.config/unstuck/token (chmod 600).`,
  tokenFileReadable: (file: string) => `${file} can be read by other users; run chmod 600 ${file} and try again.`,
  addressNeeded: (what: string) =>
    `${what} needs Unstuck's address in UNSTUCK_URL (for example https://unstuck.example.com).`,
  unreachable: (href: string) => `Unstuck could not be reached at ${href}.`,
  outcomeHint: (id: string) =>
    [
      "\nOnce your agent has run again, tell Unstuck whether it worked:",
      `  unstuck outcome ${id} unstuck        (add --prompt N or --step N: what did it)`,
      `  unstuck outcome ${id} still-stuck    (prints the next line of attack)`,
      `  unstuck outcome ${id} gave-up`,
    ].join("\n"),
  whichRescue: (words: string) =>
    `Which rescue? Give its id or the link diagnose --send printed: unstuck outcome SESSION ${words}.`,
  notARescue: (given: string) =>
    `"${given}" is not a rescue's id or link (a link looks like https://…/rescue/0f8c…-…; the id is its last part).`,
  promptStepOnlyWithUnstuck: "--prompt and --step say what got you unstuck; they go with unstuck only.",
  nextUnderWay: (link: string) => `\nThe next line of attack is already under way: ${link}`,
  bothStrategiesTried:
    "\nBoth strategies for this kind of stuck have been tried. Start a new rescue from where things stand now:\n  unstuck diagnose --latest --send",
  nextLinesOfAttack: "\nNext lines of attack (each with its own prompts and steps, starting from your notes):",
  startNextOne: (link: string, sessionId: string) =>
    `\nStart one in the web app: ${link} (Next line of attack), or let your agent call the MCP tool next_strategy with sessionId "${sessionId}".`,
  nothingToSave: "unstuck: nothing stuck was found, so there is no rescue to save.",
  hookSettingsClaudeUser: "~/.claude/settings.json (every project)",
  hookSettingsClaudeProject:
    ".claude/settings.json in this project (or .claude/settings.local.json to keep it to yourself)",
  hookSettingsGeminiUser: "~/.gemini/settings.json (every project)",
  hookSettingsGeminiProject: ".gemini/settings.json in this project",
  hookMerge: (where: string) => `Add this to ${where}, merged with any "hooks" already there:`,
  hookCallsProject:
    "It calls the unstuck installed in this project (node_modules/.bin): keep unstuck in package.json so everyone sharing these settings has it after npm install.",
  hookCallsGlobalUser: "It calls the unstuck installed globally (found on PATH).",
  hookCallsGlobalProject:
    "It calls the unstuck installed globally. Everyone sharing these settings needs it too; or install it in the project (npm i -D unstuck) and print the block again.",
  hookCallsNpx: (user: boolean) =>
    `It calls unstuck through npx, which starts npm before unstuck on every tool call: several times the hook's own cost. Install it and print the block again for a command that starts unstuck directly: ${user ? "npm i -g unstuck (every project)" : "npm i -D unstuck (this project) or npm i -g unstuck (every project)"}.`,
  hookClearsCerts:
    "NODE_EXTRA_CA_CERTS is set here: the command clears it for unstuck alone, which opens no connection, so that Node does not load certificates at every tool call.",
  needsValue: (name: string) => `--${name} needs a value.`,
  unknownTool: (tool: string, tools: string) => `Unknown tool "${tool}". Use one of: ${tools}.`,
  fileOnce: "--file is given once.",
  numberFlag: (name: string, given: string) =>
    `--${name} takes a number from 1 to 20 (the rescue's ${name} that did it), not "${given}".`,
  unknownOption: (arg: string) => `Unknown option ${arg}.`,
  unexpectedArgument: (arg: string) => `Unexpected argument ${arg}.`,
  noSuchFile: (file: string) => `No such file: ${file}`,
  folderWithoutSession: (file: string) => `${file} is a folder without a session file in it.`,
  requestRefused: "Unstuck refused the request.",
  noResult: "Unstuck answered without a result.",
  noLink: "Unstuck answered without a link.",
  notAUrl: (raw: string) => `UNSTUCK_URL is not a URL: ${raw}`,
  didItWork: (words: string) => `Did it work? Add one of: ${words}.`,
  unknownOutcome: (given: string, words: string) => `Unknown outcome "${given}". Use one of: ${words}.`,
  noPrompts: "--prompt: this rescue has no prompts.",
  promptRange: (n: string) => `--prompt: this rescue has prompts 1 to ${n}.`,
  stepRange: "--step: this rescue has",
  notRecorded: (message: string) => `the outcome was not recorded: ${message}`,
  outcomeLabels: { unstuck: "unstuck", still_stuck: "still stuck", gave_up: "gave up" },
  /** `did` is empty or "prompt 2 and step 3". */
  recorded: (label: string, did: string, link: string) =>
    `Recorded: ${label}${did ? ` (${did} did it)` : ""} for rescue ${link}`,
  secondStrategy: "Second strategy",
  runnerUp: (type: string) => `The diagnosis's second guess (${type})`,
  evidence: "\nEvidence",
  pasteThis: (name: string) => `\nPaste this into your assistant (${name}):\n`,
  notSaved: (message: string) => `unstuck: the rescue was not saved: ${message}`,
  saved: (url: string) => `\nSaved as a rescue in your account: ${url}`,
  fileWithFlag: (arg: string) => `Unexpected argument ${arg}. Give the file with --file FILE.`,
  notForWatch: (flag: string) => `--${flag} does not belong to unstuck watch.`,
  userOrProject: "Give --user or --project, not both.",
  unknownHook: (what: string) => `Unknown hook "${what}". Use claude-code, gemini-cli or run.`,
  whichHook: "Which hook? claude-code, gemini-cli or run.",
  promptStepOnlyOutcome: "--prompt and --step belong to unstuck outcome.",
  fileOnlyWatch: "--file belongs to unstuck watch.",
  unknownCommand: (command: string | null) => `unstuck: unknown command "${command}".`,
};

/** Shared by `unstuck` and `unstuck-mcp`: the server refused the personal access token. */
export const TOKEN_REFUSED_MESSAGE =
  "Unstuck refused the token (unknown or revoked). Create a new one under Settings, Connect your agent.";

/** What the `unstuck-mcp` bridge prints or refuses with. */
export const bridgeText = {
  usage: `Usage: UNSTUCK_TOKEN=<personal access token> unstuck-mcp --url <Unstuck URL>/mcp
   or: unstuck-mcp --url <Unstuck URL>/mcp --token-file <file only you can read (chmod 600)>

Connects an MCP client that launches commands (stdio) to the Unstuck MCP server over HTTP.
Set UNSTUCK_TOKEN in your MCP client's "env" settings, or keep the token in a file and pass --token-file
(or UNSTUCK_TOKEN_FILE). The URL can also come from UNSTUCK_MCP_URL. Plain http:// is accepted only for this
machine (localhost). Create a token in Unstuck under Settings, Connect your agent.`,
  tokenOnCommandLine: `--token is refused: a token on the command line is visible to every user of this machine (ps, /proc).
Set UNSTUCK_TOKEN in your MCP client's "env" settings instead, or use --token-file with a file only you can read.`,
  cannotReadTokenFile: (path: string, reason: string) => `unstuck-mcp cannot read the token file ${path}: ${reason}`,
  tokenFileReadable: (path: string, mode: string) =>
    `The token file ${path} is readable by other users (mode ${mode}). Run: chmod 600 ${path}`,
  tokenFileEmpty: (path: string) => `The token file ${path} is empty. Paste your Unstuck token into it.`,
  httpsOnly: "--url must start with https:// (or http:// for this machine)",
  noToken: "No token: set UNSTUCK_TOKEN or pass --token-file.",
  cannotWrite: (reason: string) => `unstuck-mcp: could not write to stdout: ${reason}`,
  unreachable: (href: string, reason: string) => `Unstuck could not be reached at ${href}: ${reason}`,
  plainHttp: (host: string) =>
    `--url must use https:// for ${host}: plain http:// would send your token unencrypted. http:// is accepted only for localhost.`,
};
