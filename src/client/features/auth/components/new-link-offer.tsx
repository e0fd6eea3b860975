import { useState } from "react";
import { AlertCircle, Loader2, Mail } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * What an expired or used emailed link offers: one click sends a new one to the same address (decisions
 * 0155 and 0200), then says where it went; `other` is the way out that needs no link.
 */
export function NewLinkOffer({
  email,
  send,
  sendLabel,
  sentMessage,
  sentTestId,
  noEmail,
  other,
}: {
  email: string | null;
  send: (email: string) => Promise<unknown>;
  sendLabel: string;
  sentMessage: string;
  sentTestId: string;
  /** Shown instead of the one-click button when the link carried no address. */
  noEmail: React.ReactNode;
  other: React.ReactNode;
}) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  if (state === "sent") {
    return (
      <Alert variant="success">
        <Mail aria-hidden="true" />
        <AlertDescription data-testid={sentTestId}>{sentMessage}</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-3">
      {error && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {email ? (
        <Button
          // A long address wraps instead of widening the page on a phone.
          className="h-auto min-h-10 whitespace-normal [overflow-wrap:anywhere]"
          disabled={state === "sending"}
          onClick={async () => {
            setError(null);
            setState("sending");
            try {
              await send(email);
              setState("sent");
            } catch (e) {
              setError((e as Error).message);
              setState("idle");
            }
          }}
        >
          {state === "sending" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {sendLabel} {email}
        </Button>
      ) : (
        noEmail
      )}
      {other}
    </div>
  );
}
