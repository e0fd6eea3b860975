import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { passwordProblem } from "@shared/domain/password-rules";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { authDialog } from "@/lib/auth-dialog";
import { useCommonPasswords } from "@/lib/common-passwords";
import { usePageTitle } from "@/lib/use-page-title";
import { ApiError } from "@/api/client";
import { requestPasswordReset, resetPassword } from "@/api/auth";
import { NewLinkOffer } from "./new-link-offer";
import { resetPasswordCopy } from "@shared/content/ui/auth";

export function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token");
  const email = params.get("email")?.trim() || null;
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  // The link was used or is too old: when opened (Better Auth's ?error) or when the new password is sent.
  const [expired, setExpired] = useState(!token || params.has("error"));
  const common = useCommonPasswords();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = passwordProblem(password, { common }) ?? (password !== confirm ? "Passwords do not match" : null);
    if (invalid) return setError(invalid);
    setPending(true);
    setError(null);
    try {
      await resetPassword(password, token ?? "");
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.code === "INVALID_TOKEN") setExpired(true);
      else setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <main id="main" className="mx-auto grid min-h-[60vh] max-w-md place-items-center px-4 py-12">
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight tracking-tight">
            {expired ? resetPasswordCopy.expiredTitle : resetPasswordCopy.title}
          </h1>
          <CardDescription>
            {expired ? resetPasswordCopy.expiredDescription : resetPasswordCopy.description}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {expired ? (
            <NewLink email={email} />
          ) : done ? (
            <div className="grid gap-4">
              <Alert variant="success">
                <CheckCircle2 aria-hidden="true" />
                <AlertDescription>Your password was changed. Sign in with the new one.</AlertDescription>
              </Alert>
              <Button onClick={() => authDialog.open("login", "/problems")}>Sign In</Button>
            </div>
          ) : (
            <form onSubmit={submit} className="grid gap-4" noValidate>
              {error && (
                <Alert variant="destructive">
                  <AlertCircle aria-hidden="true" />
                  <AlertDescription>{error}</AlertDescription>
                </Alert>
              )}
              <FormField
                id="new-password"
                label="New password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <FormField
                id="confirm-password"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              <Button type="submit" disabled={pending}>
                {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Save New Password
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * One click sends a new link to the address the old one was mailed to (carried in the link, decision 0200);
 * a link from before that, or one without an address, asks for the email in the sign-in dialog.
 */
function NewLink({ email }: { email: string | null }) {
  return (
    <NewLinkOffer
      email={email}
      send={requestPasswordReset}
      sendLabel="Send a New Link to"
      sentMessage={resetPasswordCopy.newLinkSent(email)}
      sentTestId="new-reset-link-sent"
      noEmail={<Button onClick={() => authDialog.open("forgot-password")}>Send a New Link</Button>}
      other={
        <Button variant="outline" onClick={() => authDialog.open("login", "/problems")}>
          Sign In Another Way
        </Button>
      }
    />
  );
}
