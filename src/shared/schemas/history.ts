import { z } from "zod";

/** Search text of the history lists, matched case-insensitively anywhere in the searched fields. */
export const HISTORY_QUERY_MAX_CHARS = 200;
/** Rows per page on the history screens. */
export const HISTORY_PAGE_SIZE = 20;

/** Paging and search for a history list; the defaults keep what each list answered before it had paging. */
export function historyQuerySchema(defaultLimit: number, maxLimit: number) {
  const limitMessage = `limit must be a whole number from 1 to ${maxLimit}`;
  return z.object({
    limit: z.coerce
      .number({ message: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxLimit, limitMessage)
      .default(defaultLimit),
    offset: z.coerce
      .number({ message: "offset must be a whole number, 0 or more" })
      .int("offset must be a whole number, 0 or more")
      .min(0, "offset must be a whole number, 0 or more")
      .max(1_000_000, "offset can be at most 1,000,000")
      .default(0),
    q: z
      .string()
      .trim()
      .max(HISTORY_QUERY_MAX_CHARS, `search text can be at most ${HISTORY_QUERY_MAX_CHARS} characters`)
      .default(""),
  });
}
export type HistoryQuery = z.output<ReturnType<typeof historyQuerySchema>>;

export const planListQuerySchema = historyQuerySchema(200, 200);
export const conversationListQuerySchema = historyQuerySchema(50, 200);
export const generatorResultListQuerySchema = historyQuerySchema(HISTORY_PAGE_SIZE, 100);
