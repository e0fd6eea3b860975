import { z } from "zod";
import { tokenMessages } from "../content/agent-setup.js";

export const TOKEN_NAME_MAX_CHARS = 60;
/** Enough for every agent and machine a person uses; more is a sign of tokens nobody cleans up. */
export const MAX_TOKENS_PER_USER = 20;

export const createTokenInputSchema = z.object({
  name: z
    .string({ message: tokenMessages.nameNeeded })
    .trim()
    .min(1, tokenMessages.nameNeeded)
    .max(TOKEN_NAME_MAX_CHARS, tokenMessages.nameTooLong(TOKEN_NAME_MAX_CHARS)),
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
