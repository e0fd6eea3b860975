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
