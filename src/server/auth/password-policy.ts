import { readFileSync } from "node:fs";
import { parseCommonPasswords } from "../../shared/domain/password-rules.js";
import { projectPath } from "../lib/paths.js";

let common: ReadonlySet<string> | undefined;

/** The 10,000 most common passwords shipped with the app (decision 0112), loaded once at first use. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= parseCommonPasswords(readFileSync(projectPath("src/shared/content/common-passwords.txt"), "utf8"));
  return common;
}
