import { z } from "zod";

export const TOKEN_NAME_MAX_CHARS = 60;
/** Enough for every agent and machine a person uses; more is a sign of tokens nobody cleans up. */
export const MAX_TOKENS_PER_USER = 20;

export const createTokenInputSchema = z.object({
  name: z
    .string({ message: "Give the token a name, such as the machine or agent it is for." })
    .trim()
    .min(1, "Give the token a name, such as the machine or agent it is for.")
    .max(TOKEN_NAME_MAX_CHARS, `The name can be at most ${TOKEN_NAME_MAX_CHARS} characters.`),
});
export type CreateTokenInput = z.infer<typeof createTokenInputSchema>;

/** The answer to creating a token: the only time the token itself is ever shown. */
export interface CreatedToken {
  id: string;
  name: string;
  token: string;
}

export interface TokenSummary {
  id: string;
  name: string;
  /** The first characters of the token, to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}
