import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

interface SessionResponse {
  user: CurrentUser;
  session: { id: string; expiresAt: string };
}

export const sessionQueryKey = ["auth", "session"] as const;

/**
 * The signed-in user (null when signed out). Read straight from Better Auth's get-session endpoint
 * so the landing page does not load the auth client library.
 */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const data = await api<SessionResponse | null>("/api/auth/get-session");
      return data?.user ? { id: data.user.id, email: data.user.email, name: data.user.name } : null;
    },
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  return { user: query.data ?? null, isPending: query.isPending };
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}
