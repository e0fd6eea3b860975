import type { ExperienceLevel, ProjectPlan } from "../schemas/planner.js";
import { experienceLevelLabels } from "../schemas/planner.js";
import { acceptanceCriterion } from "./plan-criteria.js";
import { checkCommandFor, detectStack } from "./stack-facts.js";

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

/** The download is named {name}-project-plan.md. */
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
 * An AGENTS.md brief for coding agents: goal, stack, conventions and the first tasks, each with checks
 * (explore, plan, implement, commit; a walking skeleton first; a runnable check per step; stop after 2
 * failed tries). Kept short on purpose: bloated instruction files get their rules ignored.
 */
export function renderAgentsBrief(meta: PlanDocumentMeta, plan: ProjectPlan): string {
  const { overview, features, technical } = plan;
  const stackItems = detectStack([technical.techStack.join(", "), meta.projectDescription].join("\n"));
  const check = checkCommandFor(stackItems);
  const checkText = check ? `\`${check}\`` : "the project's test command";
  const stack = technical.techStack.length
    ? technical.techStack.map(inline).join(", ")
    : "not chosen yet: propose one and wait for approval";
  const goal = overview.purpose.trim() || meta.projectDescription;

  const tasks: { title: string; criteria: string[] }[] = [
    {
      title: "Walking skeleton",
      criteria: [
        `The project builds and runs on ${technical.techStack.length ? stack : "the approved stack"}, and the README says how to start it.`,
        `${capitalise(checkText)} runs one test and passes.`,
      ],
    },
    ...features.essential.slice(0, 5).map((feature) => ({
      title: inline(feature),
      criteria: [inline(acceptanceCriterion(feature)), `${capitalise(checkText)} passes, earlier tests included.`],
    })),
  ];

  const lines: string[] = [
    `# AGENTS.md: ${inline(meta.projectName)}`,
    "",
    "## Goal",
    "",
    paragraph(goal),
    "",
    "## Stack",
    "",
    `- ${stack}`,
    "",
    "## Conventions",
    "",
    `- After every change run ${checkText} and paste its output; a task is done only when its checks pass.`,
    "- One task at a time, in order: read the relevant files, reply with a short plan, then edit.",
    "- No new dependencies without asking; check a package exists in its registry and read the installed version's docs instead of guessing an API.",
    "- Commit after each finished task. If a check still fails after 2 attempts, stop and summarise what you tried.",
    ...(features.niceToHave.length
      ? [`- Out of scope until asked: ${withoutFullStop(features.niceToHave.slice(0, 4).map(inline).join(", "))}.`]
      : []),
    "",
    "## First tasks",
    "",
  ];
  tasks.forEach((task, i) => {
    lines.push(`### ${i + 1}. ${task.title}`, "", ...task.criteria.map((c) => `- [ ] ${c}`), "");
  });
  return lines.join("\n");
}

const capitalise = (text: string) => (text.startsWith("`") ? text : text.charAt(0).toUpperCase() + text.slice(1));
