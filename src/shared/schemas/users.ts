import { z } from "zod";
import { DISPLAY_NAME_MAX_LENGTH } from "../domain/display-name.js";

export const registerUserSchema = z.object({
  uid: z.string().trim().min(1, "uid is required").max(200),
  email: z.email("Enter a valid email address.").max(320),
  username: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX_LENGTH, `The display name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`)
    .optional(),
});
export type RegisterUserInput = z.infer<typeof registerUserSchema>;

export const appUserSchema = z.object({ uid: z.string(), id: z.string(), email: z.string(), displayName: z.string() });
export type AppUser = z.infer<typeof appUserSchema>;
export const registeredUserSchema = z.object({ user: appUserSchema });

/** The registration username: the display name, else the part of the email before the at sign. */
export function usernameFor(email: string, displayName?: string | null): string {
  const name = displayName?.trim();
  return name ? name : (email.split("@")[0] ?? email);
}
