import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { passwordProblem } from "@shared/domain/password-rules";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authDialog } from "@/lib/auth-dialog";
import { useCommonPasswords } from "@/lib/common-passwords";
import { usePageTitle } from "@/lib/use-page-title";
import { resetPassword } from "@/api/auth";

export function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
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
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <main id="main" className="mx-auto grid min-h-[60vh] max-w-md place-items-center px-4 py-12">
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight tracking-tight">Choose a new password</h1>
          <CardDescription>
            Pick at least 8 characters that are not easy to guess. Every device signed in to your account will be signed
            out.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!token || linkError ? (
            <div className="grid gap-4">
              <Alert variant="destructive">
                <AlertCircle aria-hidden="true" />
                <AlertDescription>This reset link is invalid or has expired. Ask for a new one.</AlertDescription>
              </Alert>
              <Button onClick={() => authDialog.open("forgot-password")}>Send a New Link</Button>
            </div>
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
              <div className="grid gap-1.5">
                <Label htmlFor="new-password">New password</Label>
                <Input
                  id="new-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="confirm-password">Confirm new password</Label>
                <Input
                  id="confirm-password"
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </div>
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
