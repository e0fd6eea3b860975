import { useNavigate } from "react-router";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { useResolveCurrentUser } from "@/api/auth";

/**
 * The way into a rescue from outside it (the landing page); `useStartRescue` in `features/rescue` is the one hook
 * that creates a session. Starting a rescue needs an account: signed-out visitors get the sign-up dialog
 * (sign-in is one link away in it), then the problems view (decision 0281).
 * A click while the session is still loading waits for it, so a signed-in user is never asked to sign in.
 */
export function useGoToRescueStart() {
  const resolveUser = useResolveCurrentUser();
  const navigate = useNavigate();
  return async () => {
    const user = await resolveUser();
    if (user) navigate(paths.problems);
    else authDialog.open("signup-choice", paths.problems);
  };
}
