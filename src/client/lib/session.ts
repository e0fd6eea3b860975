import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchSession, RateLimitedError } from "@/api/auth";
import { api } from "@/lib/api";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

export const sessionQueryKey = ["auth", "session"] as const;

// Registered at most once per user and page load; the server call is idempotent anyway.
const registered = new Set<string>();

/**
 * The signed-in user (null when signed out), read from Better Auth's get-session endpoint so the landing
 * page does not load the auth client library. On every change of signed-in user the app's profile is
 * registered (spec section 4): the user is only set when that succeeds, and a failure is logged and shown.
 * A 429 backs off (src/client/api/auth.ts) and the error says so in plain words.
 */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; error: Error | null } {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const data = await fetchSession();
      if (!data?.user) return null;
      const user = { id: data.user.id, email: data.user.email, name: data.user.name };
      if (!registered.has(user.id)) {
        try {
          await api("/api/register-user", { body: { uid: user.id, email: user.email, username: user.name } });
        } catch (error) {
          console.error("Registering the signed-in user failed", error);
          throw new Error("We could not load your account. Please reload the page or sign in again.");
        }
        registered.add(user.id);
      }
      return user;
    },
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    // While rate limited, ask again once the limit lifts (and not before: fetchSession holds calls back).
    refetchInterval: (query) =>
      query.state.error instanceof RateLimitedError ? Math.max(1_000, query.state.error.retryAt - Date.now()) : false,
  });
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}
