import { useNavigate } from "react-router";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";

/** Starting a rescue needs an account: signed-out visitors get the login dialog, then the problems view. */
export function useStartRescue() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  return () => {
    if (user) navigate(paths.problems);
    else authDialog.open("login", paths.problems);
  };
}
