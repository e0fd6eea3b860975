import { readFileSync } from "node:fs";
import { projectPath } from "../lib/paths.js";

// Loaded once at first use: a list of breached and guessable passwords (src/server/auth/common-passwords.txt).
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(projectPath("src/server/auth/common-passwords.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose a less predictable one.";
