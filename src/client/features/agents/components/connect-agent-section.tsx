import { Check, Copy, KeyRound, Loader2, Plug, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type AgentSetup, agentSetups } from "@shared/content/agent-setup";
import { TOKEN_NAME_MAX_CHARS, type CreatedToken, type TokenSummary } from "@shared/schemas/tokens";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCreateToken, useRevokeToken, useTokens } from "@/api/tokens";
import { errorMessage } from "@/api/client";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/toast-store";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { connectAgentCopy } from "@shared/content/ui/agents";

const copiedToast = { title: "Copied", description: "Paste it into your agent's setup." };

function CopyButton({ text, label }: { text: string; label: string }) {
  const { copied, copy } = useCopyToClipboard({ copied: copiedToast });
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy(text)} aria-label={label}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** Settings → Connect your agent: personal access tokens for the MCP server and each client's setup. */
export function ConnectAgentSection() {
  const appUrl = window.location.origin;
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const setups = agentSetups(appUrl, created?.token);
  return (
    <Card role="region" aria-labelledby="connect-agent-title">
      <CardHeader>
        <CardTitle id="connect-agent-title" className="flex items-center gap-2">
          <Plug className="size-5" aria-hidden="true" /> Connect your agent
        </CardTitle>
        <CardDescription>{connectAgentCopy.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CreateTokenForm onCreated={setCreated} />
        {created && <NewTokenNotice token={created} onDone={() => setCreated(null)} />}
        <TokenList />
        <SetupTabs setups={setups} hasToken={created !== null} />
      </CardContent>
    </Card>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateToken();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(connectAgentCopy.tokenNameMissing);
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: (token) => {
        setName("");
        onCreated(token);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={`${id}-name`}>Token name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={TOKEN_NAME_MAX_CHARS}
          placeholder="e.g. Work laptop, Claude Code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending} className="shrink-0">
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}{" "}
          Create Token
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function NewTokenNotice({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  return (
    <Alert role="status">
      <KeyRound className="size-4" aria-hidden="true" />
      <AlertTitle>Copy your token “{token.name}” now</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>It is shown only once. The setup below already contains it.</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            data-testid="new-token"
            className="min-w-0 flex-1 break-all rounded-md border bg-muted px-3 py-2 font-mono text-xs text-foreground"
          >
            {token.token}
          </code>
          <div className="flex gap-2">
            <CopyButton text={token.token} label="Copy token" />
            <Button type="button" variant="ghost" size="sm" onClick={onDone}>
              Done
            </Button>
          </div>
        </div>
      </AlertDescription>
    </Alert>
  );
}

function TokenList() {
  const tokens = useTokens();
  if (tokens.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading tokens">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  if (tokens.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your tokens</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p>{errorMessage(tokens.error)}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void tokens.refetch()}
          >
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (tokens.data.length === 0)
    return <p className="text-sm text-muted-foreground">No tokens yet. Create one above to connect an agent.</p>;
  return (
    <section aria-label="Your tokens">
      <h3 className="mb-2 text-sm font-semibold">Your tokens</h3>
      <ul className="divide-y rounded-md border">
        {tokens.data.map((token) => (
          <TokenRow key={token.id} token={token} />
        ))}
      </ul>
    </section>
  );
}

function TokenRow({ token }: { token: TokenSummary }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeToken();
  const confirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Token Revoked", description: `Agents using “${token.name}” can no longer connect.` });
      },
      onError: (e) => toast({ title: "Could Not Revoke", description: errorMessage(e), variant: "destructive" }),
    });
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{token.name}</p>
        <p className="text-xs text-muted-foreground">
          <code className="font-mono">{token.prefix}…</code> · Created {formatDate(token.createdAt)} ·{" "}
          {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : "Never used"}
        </p>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          onClick={() => setOpen(true)}
          aria-label={`Revoke token ${token.name}`}
        >
          <Trash2 aria-hidden="true" /> Revoke
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke “{token.name}”?</DialogTitle>
            <DialogDescription>{connectAgentCopy.revokeDescription}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" variant="destructive" onClick={confirm} disabled={revoke.isPending}>
              {revoke.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} Revoke Token
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

function SetupTabs({ setups, hasToken }: { setups: AgentSetup[]; hasToken: boolean }) {
  return (
    <section aria-labelledby="agent-setup-title" className="grid gap-2">
      <h3 id="agent-setup-title" className="text-sm font-semibold">
        Set up your client
      </h3>
      <p className="text-sm text-muted-foreground">
        {hasToken ? connectAgentCopy.tokenFilledIn : connectAgentCopy.replacePlaceholder}
      </p>
      <Tabs defaultValue={setups[0]!.id}>
        <TabsList className="h-auto flex-wrap justify-start gap-1">
          {setups.map((setup) => (
            <TabsTrigger key={setup.id} value={setup.id} className="flex-none">
              {setup.id === "stdio" ? "Other (stdio)" : setup.client}
            </TabsTrigger>
          ))}
        </TabsList>
        {setups.map((setup) => (
          <TabsContent key={setup.id} value={setup.id} className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <p className="min-w-0 text-sm text-muted-foreground">
                {setup.client}: <span className="font-mono text-xs">{setup.where}</span>
              </p>
              <CopyButton text={setup.text} label={`Copy ${setup.client} setup`} />
            </div>
            <pre
              data-testid={`setup-${setup.id}`}
              className="max-w-full whitespace-pre-wrap rounded-md border bg-muted p-3 font-mono text-xs [overflow-wrap:anywhere]"
            >
              {setup.text}
            </pre>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
