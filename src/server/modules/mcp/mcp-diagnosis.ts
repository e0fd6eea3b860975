import { detectProblem } from "../../../shared/domain/detect-problem.js";
import type { rescueTypeIds } from "../../../shared/schemas/content.js";

export interface Diagnosis {
  type: (typeof rescueTypeIds)[number] | null;
  confidence: "low" | "medium" | "high";
  /** The lines of the text that decided the type, strongest first. */
  decidingLines: string[];
}

/**
 * The one place the MCP server calls the web's detector, so a change to the detector's result touches only
 * this adapter.
 */
export function diagnoseText(text: string): Diagnosis {
  const detection = detectProblem(text);
  const decidingLines = detection.evidence.map((e) => `line ${e.line} (${e.reason}): ${e.text}`);
  return { type: detection.type, confidence: detection.confidenceLabel, decidingLines };
}
