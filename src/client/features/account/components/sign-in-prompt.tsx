import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { authDialog } from "@/lib/auth-dialog";

export function SignInPrompt({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <main id="main" className="mx-auto grid min-h-[50vh] max-w-md place-items-center px-4 text-center">
      <div className="space-y-4">
        <p className="text-lg">{message}</p>
        <Button onClick={() => authDialog.open("login", returnTo)}>
          <LogIn aria-hidden="true" /> Sign In
        </Button>
      </div>
    </main>
  );
}
