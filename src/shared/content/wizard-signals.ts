import type { Classification, WizardAiTool } from "../schemas/wizard.js";

// The phrases the built-in classifier reads a first message for (src/server/ai/builtin/wizard-classify.ts).

/** The coding tool a message names. Order matters: more specific names first ("claude code" before "claude"). */
export const aiToolNames: [RegExp, WizardAiTool][] = [
  [/\bclaude[\s-]?code\b/i, "Claude Code"],
  [/\bcursor\b/i, "Cursor"],
  [/\bcopilot\b/i, "GitHub Copilot"],
  [/\bwindsurf\b|\bcascade\b|\bcodeium\b/i, "Windsurf"],
  [/\bcline\b/i, "Cline"],
  [/\baider\b/i, "Aider"],
  [/\breplit\b/i, "Replit Agent"],
  [/\blovable\b/i, "Lovable"],
  [/\bbolt(?:\.new)?\b/i, "Bolt"],
  [/\bv0\b/i, "v0"],
  [/\bgemini\b/i, "Gemini Code Assist"],
  [/\bchat-?gpt\b|\bgpt-?[345]\w*\b/i, "ChatGPT"],
  [/\bclaude\b|\bcodex\b|\bdevin\b|\bzed\b|\bcontinue\.dev\b|\broo ?code\b|\bamazon q\b|\bjunie\b/i, "Other"],
];

/** How experienced the writer says they are; neither means intermediate. */
export const experienceSignals = {
  beginner:
    /\b(?:beginner|new to (?:coding|programming|this|code)|first (?:app|project|time coding)|not a (?:developer|programmer|coder)|non-?technical|learning to code|(?:don'?t|do not|can'?t) (?:really )?(?:know how to )?(?:code|program)|vibe[- ]?cod(?:e|ing)|no coding experience|just started)\b/i,
  advanced:
    /\b(?:senior|staff|principal|tech lead|\d{1,2}\+? years (?:of )?(?:experience|coding|programming)|professional(?:ly)? (?:developer|engineer)|(?:our|the) (?:monorepo|ci pipeline|codebase at work)|I (?:maintain|architect))\b/i,
};

/** How urgent it is, checked from critical down; none means medium. */
export const urgencySignals = {
  critical:
    /\b(?:production (?:is )?down|prod (?:is )?down|outage|site is down|customers? (?:can'?t|cannot|are unable)|losing (?:money|customers|data)|data loss|security (?:breach|incident)|payments? (?:are )?(?:failing|broken))\b/i,
  high: /\b(?:urgent|asap|deadline|due (?:today|tomorrow)|(?:demo|launch|release|ship(?:ping)?) (?:is )?(?:today|tomorrow|tonight|in \d+ hours?)|by (?:tonight|tomorrow|end of day|eod)|client is waiting|boss|blocked)\b/i,
  low: /\b(?:no rush|whenever|side project|hobby|just curious|learning project|not urgent|weekend project)\b/i,
};

/** How the writer feels, checked in this order. */
export const emotionSignals: [RegExp, Classification["emotionalState"]][] = [
  [
    /\b(?:overwhelm\w*|too much|drowning|no idea where|lost track|so many (?:files|changes|errors)|(?:don'?t|do not) understand (?:anything|what (?:it|you) did))\b/i,
    "overwhelmed",
  ],
  [
    /\b(?:frustrat\w*|annoy\w*|fed up|sick of|hours? (?:on|wasted)|wasted|going (?:round )?in circles|keeps? (?:breaking|failing|doing)|again and again|ugh+|wtf|hate)\b|!{2,}/i,
    "frustrated",
  ],
  [/\b(?:panic\w*|worried|stress\w*|anxious|scared|afraid|deadline|boss|client is waiting)\b/i, "anxious"],
  [
    /\b(?:confus\w*|(?:don'?t|do not) (?:get|understand)|not sure|no idea why|makes no sense|why (?:does|is|would))\b/i,
    "confused",
  ],
];

/** Polite, settled phrasing: calm when no other feeling shows. */
export const calmSignal = /\b(?:thanks|please|would like|I want to|how (?:do|can|should) I)\b/i;

/** Words that make a problem more or less severe. */
export const severitySignals = {
  severe:
    /\b(?:nothing works|completely broken|can'?t (?:run|build|start|deploy)|won'?t (?:build|start|compile)|crash(?:es|ing)?|data (?:is )?(?:gone|lost|corrupt))\b/i,
  minor: /\b(?:minor|small|cosmetic|slightly|a bit off|nice to have)\b/i,
};
