import { detectProblemType } from "../../../shared/domain/classifier.js";
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
  const detection = detectProblemType(text);
  const decidingLines = detection.signals
    .filter((s) => s.type === detection.type)
    .map((s) => `${s.label}: ${s.evidence}`)
    .slice(0, 5);
  return { type: detection.type, confidence: detection.confidence, decidingLines };
}
