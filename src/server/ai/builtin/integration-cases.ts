import { integrationCaseRegistry } from "../../../shared/content/integration-cases/registry.js";
import type { IntegrationCase } from "../../../shared/content/integration-cases/types.js";
import { detectStack } from "../../../shared/domain/stack-facts.js";

export type { IntegrationCase };

/**
 * The parts of a case that concern the user's own services: "; "-separated places and sentences that
 * name another technology are left out when the user named one of the alternatives, so a Netlify user
 * reads about Netlify and a FastAPI user about FastAPI.
 */
export function tailorCase(found: IntegrationCase, userText: string): IntegrationCase {
  const own = new Set(detectStack(userText).flatMap((s) => [s.name, ...(s.language ? [s.language] : [])]));
  const foreign = (part: string) => {
    const named = detectStack(part).map((s) => s.name);
    return named.some((n) => !own.has(n));
  };
  const keep = (parts: string[]) => {
    const mine = parts.filter((p) => !foreign(p));
    return mine.length > 0 ? mine : parts;
  };
  const where = keep(found.where.split("; ")).join("; ");
  const fix = keep(found.fix.split(/(?<=\.)\s+(?=[A-Z])/)).join(" ");
  const code = found.code && foreign(found.code) ? undefined : found.code;
  return { ...found, where, fix, code };
}

/** The first case the text describes, most specific first; undefined when none fits. */
export function findIntegrationCase(text: string): IntegrationCase | undefined {
  const found = integrationCaseRegistry.find((c) => c.matches(text));
  return found ? tailorCase(found, text) : undefined;
}
