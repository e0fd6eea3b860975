import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { authDialog } from "@/lib/auth-dialog";

/** `/?action=login` opens the login dialog; `/?signup=prompts|wizard` opens sign-up (spec route table). */
export function AuthQueryParams() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
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
