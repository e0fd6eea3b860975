import type { ExperienceLevel, ProjectPlan } from "../schemas/planner.js";
import { experienceLevelLabels } from "../schemas/planner.js";
import { agentsBriefText, planDocumentText } from "../content/project-plan.js";
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

const doc = planDocumentText;
const brief = agentsBriefText;

const bullets = (items: readonly string[], empty = doc.notDecided) =>
  items.length ? items.map((i) => `- ${inline(i)}`).join("\n") : empty;
const orNotYet = (text: string) => (text.trim() ? paragraph(text) : doc.notDecided);

/** The whole plan as a Markdown document (the Download button). */
export function renderPlanMarkdown(meta: PlanDocumentMeta, plan: ProjectPlan, generatedAt?: Date): string {
  const { overview, features, technical, userExperience, timeline, challenges } = plan;
  const created = generatedAt ? `  \n${doc.created}: ${generatedAt.toISOString().slice(0, 10)}` : "";
  const lines: string[] = [
    doc.title(inline(meta.projectName)),
    "",
    `${doc.experienceLevel}: ${experienceLevelLabels[meta.experienceLevel]}${created}`,
    "",
    doc.description,
    "",
    paragraph(meta.projectDescription),
    "",
    doc.overview,
    "",
    doc.purpose,
    "",
    orNotYet(overview.purpose),
    "",
    doc.goals,
    "",
    bullets(overview.goals),
    "",
    doc.targetUsers,
    "",
    orNotYet(overview.targetUsers),
    "",
    doc.features,
    "",
    doc.essential,
    "",
    bullets(features.essential),
    "",
    doc.niceToHave,
    "",
    bullets(features.niceToHave),
    "",
    doc.technical,
    "",
    doc.techStack,
    "",
    bullets(technical.techStack),
    "",
    doc.architecture,
    "",
    orNotYet(technical.architecture),
    "",
    doc.userExperience,
    "",
    doc.userFlows,
    "",
    bullets(userExperience.userFlows),
    "",
    doc.interfaceNeeds,
    "",
    bullets(userExperience.interfaceNeeds),
    "",
    doc.timeline,
    "",
  ];
  if (timeline.phases.length) {
    lines.push(doc.timelineHeader, "| --- | --- | --- |");
    for (const phase of timeline.phases)
      lines.push(`| ${inline(phase.name)} | ${inline(phase.duration)} | ${inline(phase.description)} |`);
  } else lines.push(doc.notDecided);
  const estimate = timeline.totalEstimate.trim() ? inline(timeline.totalEstimate) : doc.notDecidedInline;
  lines.push("", `${doc.totalEstimate}: ${estimate}`, "", doc.challenges, "");
  if (challenges.risks.length) {
    challenges.risks.forEach((risk, i) => {
      const solution = challenges.solutions[i];
      lines.push(`- ${doc.risk} ${inline(risk)}${solution ? `  \n  ${doc.solution} ${inline(solution)}` : ""}`);
    });
    // Solutions without a matching risk are still the user's content.
    for (const extra of challenges.solutions.slice(challenges.risks.length))
      lines.push(`- ${doc.solution} ${inline(extra)}`);
  } else lines.push(doc.noneNamed);
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
  const checkText = check ? `\`${check}\`` : brief.testCommand;
  const stack = technical.techStack.length ? technical.techStack.map(inline).join(", ") : brief.noStack;
  const goal = overview.purpose.trim() || meta.projectDescription;

  const tasks: { title: string; criteria: string[] }[] = [
    {
      title: brief.skeletonTitle,
      criteria: [
        brief.skeletonRuns(technical.techStack.length ? stack : brief.approvedStack),
        brief.oneTestPasses(capitalise(checkText)),
      ],
    },
    ...features.essential.slice(0, 5).map((feature) => ({
      title: inline(feature),
      criteria: [inline(acceptanceCriterion(feature)), brief.checkPasses(capitalise(checkText))],
    })),
  ];

  const lines: string[] = [
    brief.title(inline(meta.projectName)),
    "",
    brief.goal,
    "",
    paragraph(goal),
    "",
    brief.stack,
    "",
    `- ${stack}`,
    "",
    brief.conventions,
    "",
    brief.runCheck(checkText),
    brief.oneTaskAtATime,
    brief.noNewDependencies,
    brief.commitAndStop,
    ...(features.niceToHave.length
      ? [brief.outOfScope(withoutFullStop(features.niceToHave.slice(0, 4).map(inline).join(", ")))]
      : []),
    "",
    brief.firstTasks,
    "",
  ];
  tasks.forEach((task, i) => {
    lines.push(`### ${i + 1}. ${task.title}`, "", ...task.criteria.map((c) => `- [ ] ${c}`), "");
  });
  return lines.join("\n");
}

const capitalise = (text: string) => (text.startsWith("`") ? text : text.charAt(0).toUpperCase() + text.slice(1));
