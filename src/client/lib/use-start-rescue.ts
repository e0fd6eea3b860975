import { useNavigate } from "react-router";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { useResolveCurrentUser } from "@/api/auth";

/**
 * Starting a rescue needs an account: signed-out visitors get the sign-up dialog (sign-in is one link away in
 * it), then the problems view (decision 0281).
 * A click while the session is still loading waits for it, so a signed-in user is never asked to sign in.
 */
export function useStartRescue() {
  const resolveUser = useResolveCurrentUser();
  const navigate = useNavigate();
  return async () => {
    const user = await resolveUser();
    if (user) navigate(paths.problems);
    else authDialog.open("signup-choice", paths.problems);
  };
}
