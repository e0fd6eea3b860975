import { z } from "zod";

/** Every refusal and failure of the API: `{ error: { code, message, details? } }` (`AppError` on the server). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().min(1), details: z.unknown().optional() }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** What a deletion or another call with nothing more to say answers. */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;
