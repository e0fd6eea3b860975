import { Info, KeyRound } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { firstRunTarget, useAuthDialog } from "@/lib/auth-dialog";
import { signInWithProvider, useAuthConfig } from "@/api/auth";

const REDIRECT_PENDING_KEY = "auth-redirect-pending";

/**
 * Sign-in with the providers this deployment configured. Better Auth's flow is a full-page redirect,
 * which works on every browser (the spec's popup mainly avoided losing app state, which the URL now keeps).
 */
export function FederatedButtons({ onError }: { onError: (message: string | null) => void }) {
  const dialog = useAuthDialog();
  const config = useAuthConfig();
  const [rejected, setRejected] = useState<string | null>(null);
  const providers = config.data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" /> or continue with <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((p) => (
        <Button
          key={p.id}
          type="button"
          variant="outline"
          onClick={async () => {
            onError(null);
            try {
              sessionStorage.setItem(REDIRECT_PENDING_KEY, p.id);
              const result = await signInWithProvider(p.id, {
                callbackURL: dialog.returnTo ?? "/",
                newUserCallbackURL: firstRunTarget(dialog.returnTo),
                errorCallbackURL: "/?auth_error=1",
              });
              if (result.url) window.location.assign(result.url);
            } catch (e) {
              sessionStorage.removeItem(REDIRECT_PENDING_KEY);
              const message = (e as Error).message;
              if (/redirect_uri|callback|unauthori[sz]ed/i.test(message)) setRejected(p.name);
              onError(`Authentication failed: ${message}`);
            }
          }}
        >
          <KeyRound aria-hidden="true" /> Continue with {p.name}
        </Button>
      ))}
      {rejected && config.data && (
        <Alert>
          <Info aria-hidden="true" />
          <AlertTitle>{rejected} does not accept this site yet</AlertTitle>
          <AlertDescription>
            Register this callback URL with the provider: <code className="break-all">{config.data.callbackUrl}</code>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
