import type { ProblemTypeId } from "../../schemas/content.js";

export type RescueTypeId = Exclude<ProblemTypeId, "custom">;

/** One line of the paste that counted towards a type. */
export interface Signal {
  type: RescueTypeId;
  /** 1-based line in the paste. */
  line: number;
  text: string;
  reason: string;
  weight: number;
  /** Signals with the same group share one cap (repeats of one kind of evidence add little). */
  group: string;
}
