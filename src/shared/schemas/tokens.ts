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
export const createdTokenSchema = z.object({ id: z.string(), name: z.string(), token: z.string().min(1) });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const tokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;
export const tokenListSchema = z.array(tokenSummarySchema);
