// What the AI Project Planner says: its refusals, the words of a plan's acceptance criteria, and the text of
// the two files it writes (the plan as Markdown, and the AGENTS.md brief for a coding agent).

export const plannerMessages = {
  proRequired: "The AI Project Planner requires a Pro subscription or an active trial. Please upgrade to continue.",
  tooLong: (field: string, max: string) => `${field} must be at most ${max} characters.`,
  descriptionTooShort: (min: number, length: number) =>
    `Please describe your project in at least ${min} characters (currently ${length}) so the plan can be specific.`,
  missingInformation: {
    title: "Missing Information",
    message: "Please fill in both project name and description to start planning.",
  },
  experienceLevel: "Experience level must be beginner, intermediate or advanced.",
  nameNeeded: "Please give your project a name.",
  projectName: "Project name",
  descriptionNeeded: "Please describe your project.",
  projectDescription: "Project description",
  questionIndex: (max: number) => `questionIndex must be a whole number from 0 to ${max}.`,
  answerNeeded: "Please type an answer.",
  answer: "An answer",
  planIdInvalid: "That plan id is not valid.",
  planItem: "A plan item",
  planSection: "A plan section",
  listTooLong: (max: number) => `A plan list holds at most ${max} items.`,
};

/**
 * Verbs a feature can start with ("upload photos"): such a feature reads "A user can upload photos". The
 * roles a clause can start with ("owner approves bookings") are in `featureRoles`.
 */
export const featureVerbs = `
  add answer apply approve archive assign attach book browse buy calculate cancel change chat check choose claim
  clone collect comment compare compile configure connect convert copy create customise customize delete deploy
  display download drag draw edit email embed enter export fetch fill filter find flag follow generate get give
  group hide import install invite join keep like link list log login logout manage mark merge message migrate
  monitor move mute notify open order organise organize parse pause pay pick pin plan play post preview print
  publish purchase pull push queue rate read receive record register remove rename reorder reply report request
  reserve reset restore resume review run save scan schedule search see select sell send set share show sign skip
  sort split start stop store stream submit subscribe suggest swap switch sync tag take track transfer translate
  undo unsubscribe update upload use validate verify view vote watch write
`
  .trim()
  .split(/\s+/);

export const featureRoles = `
  user users owner owners admin admins administrator customer customers client clients manager managers teacher
  teachers student students member members guest guests visitor visitors buyer buyers seller sellers host hosts
  player players app system tool cli server bot api service device firmware everyone anyone team staff
`
  .trim()
  .split(/\s+/);

export const criteriaText = {
  defaultActor: "A user",
  canDo: (actor: string, feature: string) => `${actor} can ${feature}`,
  worksEndToEnd: (feature: string) => `${feature} works end to end`,
  provenByTest: (sentence: string) =>
    `${sentence}, shown by an automated test that failed before the change and passes after it.`,
};

/** The plan as Markdown (the Download button). */
export const planDocumentText = {
  title: (project: string) => `# ${project}: Project Plan`,
  experienceLevel: "Experience level",
  created: "Created",
  notDecided: "_Not decided yet._",
  notDecidedInline: "not decided yet",
  noneNamed: "_None named yet._",
  description: "## Project description",
  overview: "## Overview",
  purpose: "### Purpose",
  goals: "### Goals",
  targetUsers: "### Target users",
  features: "## Features",
  essential: "### Essential",
  niceToHave: "### Nice to have",
  technical: "## Technical",
  techStack: "### Tech stack",
  architecture: "### Architecture",
  userExperience: "## User experience",
  userFlows: "### User flows",
  interfaceNeeds: "### Interface needs",
  timeline: "## Timeline",
  timelineHeader: "| Phase | Duration | What happens |",
  totalEstimate: "Total estimate",
  challenges: "## Challenges",
  risk: "**Risk:**",
  solution: "**Solution:**",
};

/**
 * The AGENTS.md brief: what a coding agent reads before building the plan (explore, plan, implement, commit;
 * a walking skeleton first; a runnable check per step; stop after 2 failed tries), kept short on purpose.
 */
export const agentsBriefText = {
  title: (project: string) => `# AGENTS.md: ${project}`,
  goal: "## Goal",
  stack: "## Stack",
  conventions: "## Conventions",
  firstTasks: "## First tasks",
  testCommand: "the project's test command",
  noStack: "not chosen yet: propose one and wait for approval",
  approvedStack: "the approved stack",
  skeletonTitle: "Walking skeleton",
  skeletonRuns: (stack: string) => `The project builds and runs on ${stack}, and the README says how to start it.`,
  oneTestPasses: (check: string) => `${check} runs one test and passes.`,
  checkPasses: (check: string) => `${check} passes, earlier tests included.`,
  runCheck: (check: string) =>
    `- After every change run ${check} and paste its output; a task is done only when its checks pass.`,
  oneTaskAtATime: "- One task at a time, in order: read the relevant files, reply with a short plan, then edit.",
  noNewDependencies:
    "- No new dependencies without asking; check a package exists in its registry and read the installed version's docs instead of guessing an API.",
  commitAndStop:
    "- Commit after each finished task. If a check still fails after 2 attempts, stop and summarise what you tried.",
  outOfScope: (items: string) => `- Out of scope until asked: ${items}.`,
};
