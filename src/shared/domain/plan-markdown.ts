import type { ExperienceLevel, ProjectPlan } from "../schemas/planner.js";
import { experienceLevelLabels } from "../schemas/planner.js";

export interface PlanDocumentMeta {
  projectName: string;
  projectDescription: string;
  experienceLevel: ExperienceLevel;
}

/** "My App 2.0!" -> "my-app-2-0"; falls back to "project" when nothing is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "project";
}

/** Spec section 9: the download is named {name}-project-plan.md. */
export const planFileName = (projectName: string) => `${slugify(projectName)}-project-plan.md`;
export const AGENTS_FILE_NAME = "AGENTS.md";

/** One line of Markdown text: no line breaks, and characters that would start markup are escaped. */
function inline(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\`*_[\]<|])/g, "\\$1")
    .replace(/^([#>+-]|\d+\.)(\s)/, "\\$1$2");
}

/** A list that ends a sentence of ours: its own final full stop would make "..". */
const withoutFullStop = (text: string) => text.replace(/[\s.]+$/, "");

/** A paragraph: blank lines kept as paragraph breaks, each line escaped. */
function paragraph(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => inline(p))
    .filter(Boolean)
    .join("\n\n");
}

const bullets = (items: readonly string[], empty = "_Not decided yet._") =>
  items.length ? items.map((i) => `- ${inline(i)}`).join("\n") : empty;
const orNotYet = (text: string) => (text.trim() ? paragraph(text) : "_Not decided yet._");

/** The whole plan as a Markdown document (the Download button). */
export function renderPlanMarkdown(meta: PlanDocumentMeta, plan: ProjectPlan, generatedAt?: Date): string {
  const { overview, features, technical, userExperience, timeline, challenges } = plan;
  const lines: string[] = [
    `# ${inline(meta.projectName)}: Project Plan`,
    "",
    `Experience level: ${experienceLevelLabels[meta.experienceLevel]}${generatedAt ? `  \nCreated: ${generatedAt.toISOString().slice(0, 10)}` : ""}`,
    "",
    "## Project description",
    "",
    paragraph(meta.projectDescription),
    "",
    "## Overview",
    "",
    "### Purpose",
    "",
    orNotYet(overview.purpose),
    "",
    "### Goals",
    "",
    bullets(overview.goals),
    "",
    "### Target users",
    "",
    orNotYet(overview.targetUsers),
    "",
    "## Features",
    "",
    "### Essential",
    "",
    bullets(features.essential),
    "",
    "### Nice to have",
    "",
    bullets(features.niceToHave),
    "",
    "## Technical",
    "",
    "### Tech stack",
    "",
    bullets(technical.techStack),
    "",
    "### Architecture",
    "",
    orNotYet(technical.architecture),
    "",
    "## User experience",
    "",
    "### User flows",
    "",
    bullets(userExperience.userFlows),
    "",
    "### Interface needs",
    "",
    bullets(userExperience.interfaceNeeds),
    "",
    "## Timeline",
    "",
  ];
  if (timeline.phases.length) {
    lines.push("| Phase | Duration | What happens |", "| --- | --- | --- |");
    for (const phase of timeline.phases)
      lines.push(`| ${inline(phase.name)} | ${inline(phase.duration)} | ${inline(phase.description)} |`);
  } else lines.push("_Not decided yet._");
  lines.push(
    "",
    `Total estimate: ${timeline.totalEstimate.trim() ? inline(timeline.totalEstimate) : "not decided yet"}`,
    "",
    "## Challenges",
    "",
  );
  if (challenges.risks.length) {
    challenges.risks.forEach((risk, i) => {
      const solution = challenges.solutions[i];
      lines.push(`- **Risk:** ${inline(risk)}${solution ? `  \n  **Solution:** ${inline(solution)}` : ""}`);
    });
    // Solutions without a matching risk are still the user's content.
    for (const extra of challenges.solutions.slice(challenges.risks.length))
      lines.push(`- **Solution:** ${inline(extra)}`);
  } else lines.push("_None named yet._");
  lines.push("");
  return lines.join("\n");
}

/**
 * An AGENTS.md brief for coding agents: goal and done-when, stack, constraints, then ordered tasks each
 * with binary acceptance criteria (content guide sections 1, 2 and 3 no_planning: explore, plan,
 * implement, commit; a walking skeleton first; a runnable check per step; stop after 2 failed tries).
 * Kept short on purpose: bloated instruction files get their rules ignored.
 */
export function renderAgentsBrief(meta: PlanDocumentMeta, plan: ProjectPlan): string {
  const { overview, features, technical, userExperience, challenges } = plan;
  const stack = technical.techStack.length
    ? technical.techStack.map(inline).join(", ")
    : "not chosen yet: propose one and wait for approval";
  const goal = overview.purpose.trim() || meta.projectDescription;
  const flows = userExperience.userFlows;

  const tasks: { title: string; criteria: string[] }[] = [
    {
      title: "Walking skeleton",
      criteria: [
        `The project builds and runs locally on ${technical.techStack.length ? `the chosen stack (${stack})` : "the approved stack"}, and the README says how to start it.`,
        "One test runs with a single command and passes.",
        "The code is committed to git.",
      ],
    },
    ...features.essential.map((feature) => ({
      title: inline(feature),
      criteria: [
        `A user can ${lowerFirst(inline(feature))}, checked by an automated test that failed before the change and passes after it.`,
        "All earlier tests still pass.",
        "The diff touches only files this task needs.",
      ],
    })),
  ];
  if (flows.length) {
    tasks.push({
      title: "Main user flows end to end",
      criteria: flows.slice(0, 5).map((f) => `An end-to-end test covers: ${lowerFirst(inline(f))}.`),
    });
  }

  const lines: string[] = [
    `# AGENTS.md: ${inline(meta.projectName)}`,
    "",
    "## Goal",
    "",
    paragraph(goal),
    "",
    `Done when: every task below meets its acceptance criteria${overview.goals.length ? ` and these goals hold: ${overview.goals.map((g) => lowerFirst(inline(g))).join("; ")}` : ""}.`,
    "",
    ...(overview.targetUsers.trim() ? ["## Users", "", paragraph(overview.targetUsers), ""] : []),
    "## Stack",
    "",
    `- ${stack}`,
    ...(technical.architecture.trim() ? [`- Architecture: ${inline(technical.architecture)}`] : []),
    "",
    "## How to work",
    "",
    "- Work on one task at a time, in order. Before editing, read the relevant files and reply with a short plan.",
    "- Run the tests after every change and paste their output; a task is done only when its checks pass.",
    "- Do not add dependencies without asking. Check that a package exists in its registry before suggesting it, and read the installed version's docs instead of guessing an API.",
    "- Commit after each finished task so it can be rolled back.",
    "- If a check still fails after 2 attempts, stop and summarise what you tried and what you saw.",
    ...(features.niceToHave.length
      ? [`- Out of scope until asked: ${withoutFullStop(features.niceToHave.map(inline).join(", "))}.`]
      : []),
    ...(userExperience.interfaceNeeds.length
      ? [`- Interface: ${withoutFullStop(userExperience.interfaceNeeds.map(inline).join("; "))}.`]
      : []),
    "",
    "## Tasks",
    "",
  ];
  tasks.forEach((task, i) => {
    lines.push(
      `### ${i + 1}. ${task.title}`,
      "",
      "Acceptance criteria:",
      ...task.criteria.map((c) => `- [ ] ${c}`),
      "",
    );
  });
  if (challenges.risks.length) {
    lines.push("## Known risks", "");
    challenges.risks.forEach((risk, i) => {
      const solution = challenges.solutions[i];
      lines.push(`- ${inline(risk)}${solution ? `: ${inline(solution)}` : ""}`);
    });
    lines.push("");
  }
  return lines.join("\n");
}

function lowerFirst(text: string): string {
  if (/^[A-Z]{2,}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
