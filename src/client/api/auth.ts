import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/api/client";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

interface SessionResponse {
  user: CurrentUser;
  session: { id: string; expiresAt: string };
}

/** Creates or updates the app's profile of the signed-in user (idempotent). */
export const registerUser = (user: CurrentUser) =>
  api("/api/register-user", { body: { uid: user.id, email: user.email, username: user.name } });

export const sessionQueryKey = ["auth", "session"] as const;

// Registered at most once per user and page load; the server call is idempotent anyway.
const registered = new Set<string>();

/**
 * The signed-in user (null when signed out), read from Better Auth's get-session endpoint so the landing
 * page does not load the auth client library. On every change of signed-in user the app's profile is
 * registered with the server: the user is only set when that succeeds, and a failure is logged and shown.
 */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; error: Error | null } {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const data = await api<SessionResponse | null>("/api/auth/get-session");
      if (!data?.user) return null;
      const user = { id: data.user.id, email: data.user.email, name: data.user.name };
      if (!registered.has(user.id)) {
        try {
          await registerUser(user);
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
  });
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Calls to Better Auth's endpoints under /api/auth. */
function authPost<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  return api<T>(`/api/auth${path}`, { body });
}

export const signInWithEmail = (email: string, password: string) => authPost("/sign-in/email", { email, password });
export const signUpWithEmail = (body: { email: string; password: string; name: string; callbackURL?: string }) =>
  authPost("/sign-up/email", body);
export const requestEmailLink = (email: string, callbackURL: string) =>
  authPost("/sign-in/magic-link", { email, callbackURL });
export const requestPasswordReset = (email: string, redirectTo: string) =>
  authPost("/request-password-reset", { email, redirectTo });
export const resetPassword = (newPassword: string, token: string) =>
  authPost("/reset-password", { newPassword, token });
/** Starts a federated sign-in; the answer's url is the provider's page to send the browser to. */
export const signInWithProvider = (provider: string, callbackURL: string, errorCallbackURL: string) =>
  authPost<{ url?: string }>("/sign-in/social", { provider, callbackURL, errorCallbackURL });

export interface AuthConfig {
  providers: { id: string; name: string }[];
  callbackUrl: string;
}

/** The sign-in providers this deployment configured. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ["auth-config"],
    queryFn: () => api<AuthConfig>("/api/auth-config"),
    staleTime: Infinity,
  });
}
export const updateUserName = (name: string) => authPost("/update-user", { name });
export const changePassword = (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
  authPost("/change-password", body);
export const revokeOtherSessions = () => authPost("/revoke-other-sessions");
export const deleteAccount = () => authPost("/delete-user");
export const signOut = () => authPost("/sign-out");
