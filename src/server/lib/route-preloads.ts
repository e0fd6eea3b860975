import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * `<link rel="modulepreload">` tags for a lazy route's chunks, from Vite's build manifest. Without them the
 * browser only discovers the landing page's code after the entry chunk has run, one round trip later.
 * Chunks the entry already loads are left out. Empty when there is no manifest (client not built).
 */
export function routePreloadTags(clientRoot: string, routeSource: string): string {
  const manifestFile = join(clientRoot, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  if (!manifest[routeSource]) return "";

  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);
  const route = new Set<string>();
  collect(routeSource, route);
  return [...route]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join("");
}
