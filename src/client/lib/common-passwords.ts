import { useQuery } from "@tanstack/react-query";
import { parseCommonPasswords } from "@shared/domain/password-rules";

/**
 * The list of the 10,000 most common passwords, loaded in its own chunk when a password form opens, so the
 * form refuses them before submitting with the server's message. Null until loaded (the server checks anyway).
 */
export function useCommonPasswords(): ReadonlySet<string> | null {
  const query = useQuery({
    queryKey: ["common-passwords"],
    queryFn: async () => parseCommonPasswords((await import("@shared/content/common-passwords.txt?raw")).default),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? null;
}
