import { checkpointStep, prompt, STOP_RULE } from "./common.js";
import type { WizardPlaybook } from "./types.js";

export const aiHallucination: WizardPlaybook = {
  category: "ai_hallucination",
  baseMinutes: [15, 40],
  diagnosis: (f) => {
    const pkg = f.missingPackage;
    const what = pkg ? `the package ${pkg.quoted}` : (f.missingSymbol ?? "an API, option or result");
    return `${f.toolName} is most likely relying on ${what} that doesn't exist in the versions you have installed. Models get package names, function signatures and versions wrong, and they don't know about changes after their training cut-off; they also report success without running anything. Treat every claim as unverified until the registry, the installed source or a real test run confirms it.`;
  },
  steps: (f) => {
    const pkg = f.missingPackage;
    const registryCode = pkg?.checkCommand
      ? `${pkg.checkCommand}\n# nothing printed or an error means the package does not exist under that name`
      : f.ecosystem === "npm"
        ? "npm view [package] version\nnpm ls [package]"
        : f.ecosystem === "pypi"
          ? "pip index versions [package]\npip show [package]"
          : undefined;
    return [
      checkpointStep(f, "Invented code tends to spread; keep a clean point to return to."),
      {
        title: "Verify every package and API against reality",
        expectedTime: "10 minutes",
        description: pkg
          ? `Check ${pkg.quoted} in ${pkg.registry ?? "its registry"} before installing anything: fake package names recur across runs and get registered by attackers (slopsquatting). A real package should have a history, downloads and a repository.`
          : "List every package, function and option the failing code relies on, and check each against the registry and the installed version's own source or docs.",
        code: registryCode,
        aiPrompt: prompt(
          "Don't edit files in this reply.",
          `Goal: find out which parts of the code rely on things that don't exist. Done when every import and API call in ${f.files} is marked verified or not found.`,
          f.context,
          "Method: for each import and external call, read the installed package's source or type definitions (for example in node_modules or site-packages) and quote the line that defines it. If you can't find it, say 'not found'. Don't guess or rely on memory.",
          "Output: a table of name, installed version, verified or not found, and the quoted definition.",
        ),
        successCriteria: [
          "Each import and external call is marked verified or not found",
          "Every 'verified' entry quotes a definition from the installed code or docs",
          pkg
            ? `You know whether ${pkg.quoted} exists in the registry`
            : "No package was installed just because the assistant named it",
        ],
      },
      {
        title: "Replace the invented parts with documented ones",
        expectedTime: "15 minutes",
        description:
          "Give the assistant the real documentation or type definitions for the version you have, and ask it to rewrite only the calls marked 'not found'.",
        aiPrompt: prompt(
          `Goal: replace the calls marked 'not found' with APIs that exist in the installed versions. Done when the code builds and ${f.goal}.`,
          "Evidence: [paste the relevant docs page or type definitions for the installed version]",
          `Constraints: change only the lines that use missing APIs in ${f.files}; no new dependencies without asking me first; keep behaviour the same otherwise.`,
          "Method: for each replacement, cite the doc line or type definition it relies on. If the installed version can't do it, say so instead of inventing an option.",
          `Verification: ${f.verify} and paste the output.`,
          STOP_RULE,
        ),
        successCriteria: [
          `${f.error} no longer appears`,
          "Every new call cites a doc line or type definition",
          "The build and tests pass with pasted output",
        ],
      },
      {
        title: "Demand proof for every success claim",
        expectedTime: "5 minutes",
        description:
          "'Tests pass' without output is a claim, not a result. Make pasted output the rule for the rest of the session and write it into your instructions file.",
        aiPrompt: prompt(
          "From now on in this project: when you say something works, paste the command you ran and its full output. If you're unsure whether a file, function or package exists, read it with your tools; don't guess.",
          `Now ${f.verify} and paste the complete output. Done when the output shows the checks passing.`,
          "Output: the command and its full output, nothing else.",
        ),
        successCriteria: [
          "The reply contains real command output, not a summary",
          `The rule is saved where your assistant reads it every session (${f.mechanic("rules-file")})`,
        ],
      },
    ];
  },
  alternatives: () => [
    "Pick a well-known library you can verify (an established package with docs for your version) instead of the one the assistant suggested.",
    "Write the integration against the official quick-start example first, then ask the assistant to adapt it; it has real code to anchor on.",
    "Pin the library version and paste its changelog into the session if the API changed recently.",
  ],
  prevention: (f) => [
    "Before installing any package an assistant names, check the registry: age, downloads and a linked repository.",
    "Paste docs for the exact installed version into prompts for rarely used APIs; models get fine details of versions and arguments wrong.",
    `Keep 'read the file before answering; don't guess' in your rules file (${f.mechanic("rules-file")}).`,
  ],
  troubleshooting: () => [
    "The package exists but the import still fails: the import name can differ from the package name, or you're in another virtual environment or workspace.",
    "The function exists in the docs but not in your install: the docs are for a newer version; compare with your lockfile.",
    "Type errors appear after the fix: the assistant used an older signature; paste the type definition and ask again.",
  ],
  resources: [
    "Spracklen et al., 'We Have a Package for You!' (USENIX Security 2025): how often code models recommend packages that don't exist",
    "OpenAI GPT-4.1 prompting guide: telling the model to read files with tools rather than guess",
  ],
};
