import { z } from "zod";

/** `GET /api/auth-config`: the sign-in providers this deployment configured. */
export const authConfigSchema = z.object({
  providers: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })),
  magicLink: z.boolean(),
  callbackUrl: z.string().min(1),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
