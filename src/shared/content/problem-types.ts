import type { ProblemTypeContent } from "../schemas/problem-type.js";
import { customProblemType, rescueTypeRegistry } from "./problem-types/registry.js";

/** Everything else reads the problem types from here; the list itself is `problem-types/registry.ts`. */
export type RescueProblemTypeId = (typeof rescueTypeRegistry)[number]["id"];
export type ProblemTypeIdOf = RescueProblemTypeId | (typeof customProblemType)["id"];

export interface ProblemTypeEntry extends ProblemTypeContent {
  id: ProblemTypeIdOf;
}

export const rescueProblemTypes: readonly ProblemTypeEntry[] = rescueTypeRegistry;
export const problemTypes: readonly ProblemTypeEntry[] = [...rescueTypeRegistry, customProblemType];

/** Non-empty tuples, as `z.enum` wants them. */
export const rescueTypeIds = rescueTypeRegistry.map((t) => t.id) as unknown as readonly [
  RescueProblemTypeId,
  ...RescueProblemTypeId[],
];
export const problemTypeIds = problemTypes.map((t) => t.id) as unknown as readonly [
  ProblemTypeIdOf,
  ...ProblemTypeIdOf[],
];

/** The definition for an id; any unknown id falls back to the custom problem. */
export function getProblemType(id: string): ProblemTypeEntry {
  return problemTypes.find((t) => t.id === id) ?? customProblemType;
}
