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

// Registered at most once per user and page load; the server call is idempotent anyway.
const registered = new Set<string>();

/**
 * The signed-in user (null when signed out), read from Better Auth's get-session endpoint so the landing
 * page does not load the auth client library. On every change of signed-in user the app's profile is
 * registered (spec section 4): the user is only set when that succeeds, and a failure is logged and shown.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const data = await api<SessionResponse | null>("/api/auth/get-session");
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
}

const sessionQuery = { queryKey: sessionQueryKey, queryFn: fetchCurrentUser, staleTime: 60_000 };

export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; error: Error | null } {
  const query = useQuery({ ...sessionQuery, refetchOnWindowFocus: true });
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}

/**
 * The signed-in user once the session has loaded: joins the request in flight instead of treating
 * "not loaded yet" as signed out. A failed load counts as signed out.
 */
export function useResolveCurrentUser(): () => Promise<CurrentUser | null> {
  const client = useQueryClient();
  return () => client.fetchQuery(sessionQuery).catch(() => null);
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}
