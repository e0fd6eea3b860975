import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, CreditCard, Loader2, Mail, Sparkles } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { TRIAL_DAYS } from "@shared/content/plans";
import { loginError, registrationError } from "@shared/domain/registration";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { type AuthView, firstRunTarget, useAuthDialog } from "@/lib/auth-dialog";
import { errorMessage } from "@/api/client";
import { createTrialCheckoutSession } from "@/api/billing";
import { sessionQueryKey, useCurrentUser } from "@/api/auth";
import { useCommonPasswords } from "@/lib/common-passwords";
import { rememberTrialFeature } from "@/lib/start-trial";
import { requestEmailLink, requestPasswordReset, signInWithEmail, signUpWithEmail } from "@/api/auth";
import { FederatedButtons } from "./federated-buttons";
import { NewLinkOffer } from "./new-link-offer";
import { authDialogCopy } from "@shared/content/ui/auth";
import { cn } from "@/lib/cn";

const titles: Record<AuthView, { title: string; description: string }> = authDialogCopy.views;

/** The one-time sign-in link request; a used or expired link lands on a page that offers a new one. */
export async function sendSignInLink(email: string, returnTo: string | undefined) {
  const next = returnTo ?? "/";
  const errorCallbackURL = `/?link_error=1&link_email=${encodeURIComponent(email)}&next=${encodeURIComponent(next)}`;
  await requestEmailLink(email, { callbackURL: next, newUserCallbackURL: firstRunTarget(returnTo), errorCallbackURL });
}

export function AuthDialog() {
  const dialog = useAuthDialog();
  const view = dialog.view;
  if (!view) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && dialog.close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{titles[view].title}</DialogTitle>
          <DialogDescription>{titles[view].description}</DialogDescription>
        </DialogHeader>
        {view === "login" && <LoginForm />}
        {view === "signup-choice" && <SignupChoice />}
        {view === "register" && <RegisterForm />}
        {view === "trial-register" && <TrialRegister />}
        {view === "forgot-password" && <ForgotPasswordForm />}
        {view === "link-expired" && <LinkExpired />}
      </DialogContent>
    </Dialog>
  );
}

/** Closes the dialog once signed in; a new account (`newAccount`) goes on to the first-run screen. */
function useFinishSignIn(newAccount = false) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const dialog = useAuthDialog();
  return async () => {
    await client.invalidateQueries({ queryKey: sessionQueryKey });
    const returnTo = newAccount ? firstRunTarget(dialog.returnTo) : dialog.returnTo;
    dialog.close();
    if (returnTo) navigate(returnTo);
  };
}

function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}

function LoginForm() {
  const dialog = useAuthDialog();
  const finish = useFinishSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = loginError({ email, password });
    if (invalid) return setError(invalid);
    setPending(true);
    setError(null);
    try {
      await signInWithEmail(email.trim(), password);
      await finish();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <ErrorAlert message={error} />
      <FormField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <button
        type="button"
        className="-mt-2 justify-self-end text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        onClick={() => dialog.show("forgot-password")}
      >
        Forgot password?
      </button>
      <SubmitButton pending={pending}>Sign In</SubmitButton>
      <MagicLinkButton email={email} onError={setError} />
      <FederatedButtons onError={setError} />
      <p className="text-center text-sm text-muted-foreground">
        New to Unstuck?{" "}
        <button
          type="button"
          className="font-medium text-foreground underline underline-offset-4"
          onClick={() => dialog.show("signup-choice")}
        >
          Create an account
        </button>
      </p>
    </form>
  );
}

function MagicLinkButton({ email, onError }: { email: string; onError: (message: string | null) => void }) {
  const dialog = useAuthDialog();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  if (state === "sent") {
    return (
      <Alert variant="success">
        <Mail aria-hidden="true" />
        <AlertDescription>{authDialogCopy.magicLinkSent(email.trim())}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      disabled={state === "sending"}
      onClick={async () => {
        if (!email.trim()) return onError("Enter your email first, then ask for a sign-in link.");
        onError(null);
        setState("sending");
        try {
          await sendSignInLink(email.trim(), dialog.returnTo);
          setState("sent");
        } catch (e) {
          onError((e as Error).message);
          setState("idle");
        }
      }}
    >
      {state === "sending" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
      Email Me a Sign-in Link
    </Button>
  );
}

function LinkExpired() {
  const dialog = useAuthDialog();
  const email = dialog.email;
  return (
    <NewLinkOffer
      email={email ?? null}
      send={(to) => sendSignInLink(to, dialog.returnTo)}
      sendLabel="Email a New Link to"
      sentMessage={authDialogCopy.newLinkSent(email)}
      sentTestId="new-link-sent"
      noEmail={null}
      other={
        <Button variant={email ? "outline" : "default"} onClick={() => dialog.show("login")}>
          Sign In Another Way
        </Button>
      }
    />
  );
}

function SignupChoice() {
  const dialog = useAuthDialog();
  return (
    <div className="grid gap-3">
      <FederatedButtons onError={() => undefined} />
      <button
        type="button"
        onClick={() => dialog.show("register")}
        className="flex items-start gap-3 rounded-lg border p-4 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Mail className="mt-0.5 size-5 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">Sign up free with email</span>
          <span className="text-sm text-muted-foreground">3 rescues a month and the full template library.</span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => dialog.show("trial-register")}
        className="flex items-start gap-3 rounded-lg border border-primary/60 p-4 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Sparkles className="mt-0.5 size-5 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">Start a {TRIAL_DAYS}-day Pro trial</span>
          <span className="text-sm text-muted-foreground">
            Unlimited rescues, the prompt generator, wizard and planner. Card required.
          </span>
        </span>
      </button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <button
          type="button"
          className="font-medium text-foreground underline underline-offset-4"
          onClick={() => dialog.show("login")}
        >
          Sign in
        </button>
      </p>
    </div>
  );
}

function AccountForm({ submitLabel, onCreated }: { submitLabel: string; onCreated: () => Promise<void> | void }) {
  const dialog = useAuthDialog();
  const [form, setForm] = useState({ displayName: "", email: "", password: "", confirmPassword: "" });
  const common = useCommonPasswords();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = registrationError(form, common);
    if (invalid) return setError(invalid);
    setPending(true);
    setError(null);
    try {
      await signUpWithEmail({
        name: form.displayName.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      await onCreated();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <ErrorAlert message={error} />
      <FormField
        id="register-name"
        label="Display name"
        autoComplete="name"
        value={form.displayName}
        onChange={set("displayName")}
        required
      />
      <FormField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set("email")}
        required
      />
      <FormField
        id="register-password"
        label="Password"
        hint="At least 8 characters."
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set("password")}
        required
      />
      <FormField
        id="register-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        required
      />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <button
          type="button"
          className="font-medium text-foreground underline underline-offset-4"
          onClick={() => dialog.show("login")}
        >
          Sign in
        </button>
      </p>
    </form>
  );
}

function RegisterForm() {
  const finish = useFinishSignIn(true);
  return <AccountForm submitLabel="Create Account" onCreated={finish} />;
}

function TrialRegister() {
  const [step, setStep] = useState<"account" | "payment">("account");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const dialog = useAuthDialog();
  const { user } = useCurrentUser();
  const steps = [
    { key: "account", label: "Account" },
    { key: "payment", label: "Payment" },
    { key: "success", label: "Done" },
  ];
  const feature =
    dialog.returnTo === "/wizard"
      ? "wizard"
      : dialog.returnTo === "/planner"
        ? "planner"
        : dialog.returnTo?.startsWith("/problems")
          ? "rescue"
          : "prompts";

  // The payment step is the trial checkout itself (decision 0041): in-app with the local provider, Stripe's page otherwise.
  const addPayment = async () => {
    if (!user) return setError("Your account is still loading. Please try again in a moment.");
    setPending(true);
    setError(null);
    try {
      const { url } = await createTrialCheckoutSession(user.id, feature);
      rememberTrialFeature(feature);
      dialog.close();
      if (url.startsWith("/")) navigate(url);
      else window.location.assign(url);
    } catch (e) {
      console.error("Starting the trial checkout failed", e);
      setError(errorMessage(e, "Unable to start checkout. Please try again."));
      setPending(false);
    }
  };

  return (
    <div className="grid gap-4">
      <ol className="flex items-center gap-2 text-xs" aria-label="Trial sign-up steps">
        {steps.map((s, i) => (
          <li key={s.key} className="flex items-center gap-2" aria-current={s.key === step ? "step" : undefined}>
            <span
              className={cn(
                "grid size-6 place-items-center rounded-full",
                s.key === step ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
              )}
            >
              {i + 1}
            </span>
            <span className={s.key === step ? "font-medium" : "text-muted-foreground"}>{s.label}</span>
            {i < steps.length - 1 && <span className="h-px w-6 bg-border" aria-hidden="true" />}
          </li>
        ))}
      </ol>
      {step === "account" ? (
        <AccountForm
          submitLabel="Continue to Payment"
          onCreated={async () => {
            await client.invalidateQueries({ queryKey: sessionQueryKey });
            setStep("payment");
          }}
        />
      ) : (
        <div className="grid gap-4">
          <Alert variant="success">
            <CheckCircle2 aria-hidden="true" />
            <AlertDescription>Your account is ready.</AlertDescription>
          </Alert>
          <ErrorAlert message={error} />
          <p className="text-sm text-muted-foreground">{authDialogCopy.trialNextStep}</p>
          <Button onClick={addPayment} disabled={pending || !user}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}{" "}
            {pending ? "Opening checkout…" : "Add Payment Method"}
          </Button>
        </div>
      )}
    </div>
  );
}

function ForgotPasswordForm() {
  const dialog = useAuthDialog();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError("Please enter your email.");
    setPending(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">
          <Mail aria-hidden="true" />
          <AlertDescription>{authDialogCopy.resetLinkSent(email.trim())}</AlertDescription>
        </Alert>
        <Button variant="outline" onClick={() => dialog.show("login")}>
          Back to Sign In
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <ErrorAlert message={error} />
      <FormField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <SubmitButton pending={pending}>Send Reset Link</SubmitButton>
      <button
        type="button"
        className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        onClick={() => dialog.show("login")}
      >
        Back to Sign In
      </button>
    </form>
  );
}
