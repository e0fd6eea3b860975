import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { authDialog } from "@/lib/auth-dialog";
import { toast } from "@/lib/toast-store";

const cancelled = new Set(["access_denied", "popup_closed_by_user", "user_cancelled"]);

/** `/?action=login` opens the login dialog; `/?signup=prompts|wizard` opens sign-up (spec route table). */
export function AuthQueryParams() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.has("auth_error")) {
      const reason = params.get("error") ?? "unknown_error";
      sessionStorage.removeItem("auth-redirect-pending");
      if (!cancelled.has(reason))
        toast({
          title: "Authentication failed",
          description: `Authentication failed: ${reason.replace(/_/g, " ")}`,
          variant: "destructive",
        });
      const next = new URLSearchParams(params);
      next.delete("auth_error");
      next.delete("error");
      setParams(next, { replace: true });
      return;
    }
    sessionStorage.removeItem("auth-redirect-pending");
    if (params.has("link_error")) {
      // An emailed sign-in link that was used already or is too old comes back here (its errorCallbackURL).
      const email = params.get("link_email") ?? undefined;
      const next = params.get("next");
      authDialog.linkExpired(email, next?.startsWith("/") && !next.startsWith("//") ? next : undefined);
      const rest = new URLSearchParams(params);
      for (const key of ["link_error", "link_email", "next", "error", "error_description"]) rest.delete(key);
      setParams(rest, { replace: true });
      return;
    }
    const action = params.get("action");
    const signup = params.get("signup");
    if (action !== "login" && signup !== "prompts" && signup !== "wizard") return;
    if (action === "login") authDialog.open("login");
    else authDialog.open("signup-choice", signup === "prompts" ? "/prompts" : "/wizard");
    const next = new URLSearchParams(params);
    next.delete("action");
    next.delete("signup");
    setParams(next, { replace: true });
  }, [params, setParams]);
  return null;
}
