import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Loader2, LifeBuoy, Lock, User } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from "@shared/content/plans";
import { displayNameProblem } from "@shared/domain/display-name";
import { passwordProblem } from "@shared/domain/password-rules";
import { PageLoader } from "@/components/layout/page-loader";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  changePassword,
  type CurrentUser,
  deleteAccount,
  registerUser,
  revokeOtherSessions,
  sessionQueryKey,
  updateUserName,
  useCurrentUser,
} from "@/api/auth";
import { useCommonPasswords } from "@/lib/common-passwords";
import { toast } from "@/lib/toast-store";
import { usePageTitle } from "@/lib/use-page-title";
import { SignInPrompt } from "./sign-in-prompt";
import { dangerZoneCopy, profileSectionCopy } from "@shared/content/ui/account";

function Section({
  icon,
  title,
  description,
  children,
  danger,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={danger ? "border-destructive/60" : undefined}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon} {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** `billing`, `preferences` (theme, prompt style, data) and `agents` (MCP tokens) are supplied by the route. */
export function SettingsPage({
  preferences,
  billing,
  agents,
}: {
  preferences?: ReactNode;
  billing?: ReactNode;
  agents?: ReactNode;
}) {
  usePageTitle("Settings");
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <SignInPrompt message="Please sign in to change your settings." returnTo="/settings" />;
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">Your profile, subscription, security and account.</p>
      </div>
      <ProfileSection user={user} />
      {billing}
      {preferences}
      {agents}
      <SecuritySection user={user} />
      <Section
        icon={<LifeBuoy className="size-5" aria-hidden="true" />}
        title="Support"
        description={`Questions, bugs or billing: we reply within ${SUPPORT_REPLY_HOURS} hours.`}
      >
        <Button variant="outline" asChild>
          <a href={`mailto:${SUPPORT_EMAIL}`}>Email {SUPPORT_EMAIL}</a>
        </Button>
      </Section>
      <DangerZone user={user} />
    </main>
  );
}

function ProfileSection({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const [name, setName] = useState(user.name);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = displayNameProblem(name);
    if (nameProblem) return setError(nameProblem);
    setPending(true);
    setError(null);
    try {
      await updateUserName(name.trim());
      await registerUser({ ...user, name: name.trim() });
      await client.invalidateQueries({ queryKey: sessionQueryKey });
      toast({ title: "Profile Updated", description: "Your display name was saved." });
    } catch (e) {
      setError((e as Error).message || "Failed to update profile. Please try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <Section
      icon={<User className="size-5" aria-hidden="true" />}
      title="Profile"
      description="How you appear in Unstuck."
    >
      <form onSubmit={save} className="grid gap-4" noValidate>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="settings-email">Email</Label>
          <Input id="settings-email" value={user.email} readOnly aria-describedby="settings-email-hint" />
          <p id="settings-email-hint" className="text-xs text-muted-foreground">
            {profileSectionCopy.emailFixed}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="settings-name">Display name</Label>
          <Input id="settings-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" className="justify-self-start" disabled={pending || name.trim() === user.name}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />} Save Profile
        </Button>
      </form>
    </Section>
  );
}

function SecuritySection({ user }: { user: CurrentUser }) {
  const [form, setForm] = useState({ current: "", next: "", confirm: "" });
  const common = useCommonPasswords();
  const [pending, setPending] = useState<"password" | "sessions" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.current) return setError("Enter your current password.");
    const invalid =
      passwordProblem(form.next, { email: user.email, common }) ??
      (form.next !== form.confirm ? "Passwords do not match" : null);
    if (invalid) return setError(invalid);
    setPending("password");
    setError(null);
    try {
      await changePassword({
        currentPassword: form.current,
        newPassword: form.next,
        revokeOtherSessions: true,
      });
      setForm({ current: "", next: "", confirm: "" });
      toast({ title: "Password Changed", description: "Other devices were signed out." });
    } catch (e) {
      setError(
        (e as Error & { code?: string }).code === "INVALID_PASSWORD"
          ? "Your current password is not correct."
          : (e as Error).message,
      );
    } finally {
      setPending(null);
    }
  };
  const revokeOthers = async () => {
    setPending("sessions");
    try {
      await revokeOtherSessions();
      toast({
        title: "Signed Out Elsewhere",
        description: "Every other device was signed out. This one stays signed in.",
      });
    } catch {
      toast({
        title: "Error",
        description: "Could not sign out other devices. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <Section
      icon={<Lock className="size-5" aria-hidden="true" />}
      title="Security"
      description="Change your password and control where you are signed in."
    >
      <form onSubmit={change} className="grid gap-4" noValidate>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="current-password">Current password</Label>
          <Input
            id="current-password"
            type="password"
            autoComplete="current-password"
            value={form.current}
            onChange={(e) => setForm({ ...form, current: e.target.value })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="next-password">New password</Label>
            <Input
              id="next-password"
              type="password"
              autoComplete="new-password"
              value={form.next}
              onChange={(e) => setForm({ ...form, next: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="confirm-next-password">Confirm new password</Label>
            <Input
              id="confirm-next-password"
              type="password"
              autoComplete="new-password"
              value={form.confirm}
              onChange={(e) => setForm({ ...form, confirm: e.target.value })}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending !== null}>
            {pending === "password" && <Loader2 className="animate-spin" aria-hidden="true" />} Change Password
          </Button>
          <Button type="button" variant="outline" onClick={revokeOthers} disabled={pending !== null}>
            {pending === "sessions" && <Loader2 className="animate-spin" aria-hidden="true" />} Sign Out All Other
            Sessions
          </Button>
        </div>
      </form>
    </Section>
  );
}

function DangerZone({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirmEmail, setConfirmEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = confirmEmail.trim().toLowerCase() === user.email.toLowerCase();
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return setError("Type your email exactly to confirm.");
    setPending(true);
    setError(null);
    try {
      await deleteAccount();
      client.setQueryData(sessionQueryKey, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
      toast({ title: "Account Deleted", description: "Your account and all its data were removed." });
      navigate("/");
    } catch (e) {
      const code = (e as Error & { code?: string }).code;
      setError(code === "SESSION_EXPIRED" ? dangerZoneCopy.sessionExpired : (e as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Section
      danger
      icon={<AlertTriangle className="size-5 text-destructive" aria-hidden="true" />}
      title="Danger zone"
      description={dangerZoneCopy.description}
    >
      <form onSubmit={remove} className="grid gap-4" noValidate>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="delete-confirm">Type {user.email} to confirm</Label>
          <Input
            id="delete-confirm"
            autoComplete="off"
            value={confirmEmail}
            onChange={(e) => setConfirmEmail(e.target.value)}
          />
        </div>
        <Button type="submit" variant="destructive" className="justify-self-start" disabled={!matches || pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />} Delete My Account
        </Button>
      </form>
    </Section>
  );
}
