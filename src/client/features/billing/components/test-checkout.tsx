import { useQuery } from "@tanstack/react-query";
import { AlertCircle, Check, CreditCard, Loader2, Lock, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type PlanKey, paidPlans, planDisplayName, planGuarantees, TRIAL_DAYS } from "@shared/content/plans";
import { listedTestCards } from "@shared/content/test-cards";
import { localPaymentSchema } from "@shared/schemas/billing";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/api/client";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast-store";
import { getLocalCheckout, payLocalCheckout } from "@/api/billing";
import { formatCardNumber, formatExpiry } from "../card-format";
import { TestModeNotice } from "./test-mode-notice";
import { testCheckoutCopy } from "@shared/content/ui/billing";

type Field = "cardNumber" | "expiry" | "cvc" | "name";
const PAYMENT_FAILED = "Something went wrong with your payment";

/** The local provider's checkout: clearly a test, paid with Stripe's public test cards. */
export function TestCheckout({ sessionId, plan }: { sessionId: string; plan: PlanKey }) {
  const checkout = useQuery({
    queryKey: ["billing", "local-checkout", sessionId],
    queryFn: () => getLocalCheckout(sessionId),
    retry: false,
  });

  if (checkout.isPending) {
    return (
      <div className="grid gap-6 md:grid-cols-[1fr_1.3fr]" role="status" aria-label="Loading checkout">
        <Skeleton className="h-72" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (checkout.isError) {
    return (
      <CheckoutProblem
        title="This checkout cannot be opened"
        message={errorMessage(checkout.error, "Unable to start checkout. Please try again.")}
        plan={plan}
      />
    );
  }
  const session = checkout.data;
  if (session.status === "complete") {
    return (
      <Alert variant="success" className="max-w-xl">
        <Check aria-hidden="true" />
        <AlertTitle>This checkout is already paid</AlertTitle>
        <AlertDescription className="space-y-3">
          <p>Your plan is active. Nothing more to do here.</p>
          <Button asChild size="sm">
            <Link to={paths.dashboard}>Go to Dashboard</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (session.status === "expired") {
    return <CheckoutProblem title="This checkout has expired" message={testCheckoutCopy.expired} plan={session.plan} />;
  }
  return (
    <div className="space-y-6">
      <TestModeNotice>
        {testCheckoutCopy.testMode.before}
        <strong>{testCheckoutCopy.testMode.strong}</strong>
        {testCheckoutCopy.testMode.after}
      </TestModeNotice>
      <div className="grid items-start gap-6 md:grid-cols-[1fr_1.3fr]">
        <OrderSummary plan={session.plan} trial={session.trial} />
        <PaymentForm sessionId={sessionId} plan={session.plan} trial={session.trial} />
      </div>
    </div>
  );
}

function CheckoutProblem({ title, message, plan }: { title: string; message: string; plan: PlanKey }) {
  return (
    <Alert variant="destructive" className="max-w-xl">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{message}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={paths.checkout(plan)}>Start a new checkout</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.pricing}>Back to Pricing</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

function OrderSummary({ plan, trial }: { plan: PlanKey; trial: boolean }) {
  const details = paidPlans[plan];
  return (
    <Card>
      <CardHeader>
        <CardDescription>{trial ? `${TRIAL_DAYS}-day free trial` : "Your order"}</CardDescription>
        <CardTitle className="text-xl">{planDisplayName(plan)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="flex items-baseline gap-2">
          {details.compareAtPrice && !trial && (
            <s className="text-muted-foreground">
              <span className="sr-only">was </span>
              {details.compareAtPrice}
            </s>
          )}
          <span className="text-3xl font-bold">{details.displayPrice}</span>
          <span className="text-muted-foreground">{details.displayPeriod}</span>
        </p>
        {trial ? (
          <p className="rounded-md bg-primary/10 p-3 text-sm" data-testid="trial-terms">
            <strong>{testCheckoutCopy.trialTerms.strong}</strong>
            {testCheckoutCopy.trialTerms.after}
          </p>
        ) : (
          // The monthly card's note advertises the trial, which a paid checkout is not.
          <p className="text-sm text-muted-foreground">
            {plan === "pro_yearly"
              ? `${details.priceNote}. Billed yearly from today.`
              : "Billed monthly from today. Cancel any time."}
          </p>
        )}
        <dl className="flex items-center justify-between border-t pt-4 text-sm">
          <dt className="text-muted-foreground">Due today</dt>
          <dd className="text-lg font-semibold">{trial ? "$0.00" : details.displayPrice}</dd>
        </dl>
        <ul className="space-y-1.5 text-sm text-muted-foreground">
          {planGuarantees.slice(0, 2).map((g) => (
            <li key={g} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" /> {g}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PaymentForm({ sessionId, plan, trial }: { sessionId: string; plan: PlanKey; trial: boolean }) {
  const navigate = useNavigate();
  const [form, setForm] = useState({ cardNumber: "", expiry: "", cvc: "", name: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fillCard = (number: string) => {
    setForm((f) => ({ cardNumber: number, expiry: f.expiry || "12/34", cvc: f.cvc || "123", name: f.name }));
    setFieldErrors({});
    setError(null);
  };

  const [challenge, setChallenge] = useState(false);

  const pay = async (authentication?: "approved" | "failed") => {
    setPending(true);
    setError(null);
    try {
      const result = await payLocalCheckout(sessionId, { ...form, authentication });
      if ("requiresAction" in result) {
        setChallenge(true);
        return;
      }
      navigate(result.url, { replace: true });
    } catch (e) {
      const message = e instanceof ApiError ? e.message : PAYMENT_FAILED;
      setError(message);
      toast({ title: "Payment Failed", description: message || PAYMENT_FAILED, variant: "destructive" });
      setPending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = localPaymentSchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setFieldErrors(next);
      return;
    }
    await pay();
  };

  const answerChallenge = (authentication: "approved" | "failed") => {
    setChallenge(false);
    void pay(authentication);
  };

  const fieldProps = (field: Field) => ({
    id: `card-${field}`,
    value: form[field],
    "aria-invalid": fieldErrors[field] ? true : undefined,
    "aria-describedby": fieldErrors[field] ? `card-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    fieldErrors[field] ? (
      <p id={`card-${field}-error`} className="text-xs text-destructive">
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <CreditCard className="size-5" aria-hidden="true" /> Payment details
        </CardTitle>
        <CardDescription>
          {trial ? testCheckoutCopy.trialCard : testCheckoutCopy.paysToday(paidPlans[plan].displayPrice)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Card payment">
          {error && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertTitle>Payment failed</AlertTitle>
              <AlertDescription data-testid="payment-error">{error}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="card-cardNumber">Card number</Label>
            <Input
              {...fieldProps("cardNumber")}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
            />
            {fieldError("cardNumber")}
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="card-expiry">Expiry (MM/YY)</Label>
              <Input
                {...fieldProps("expiry")}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="12/34"
                onChange={(e) => set("expiry", formatExpiry(e.target.value))}
              />
              {fieldError("expiry")}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="card-cvc">CVC</Label>
              <Input
                {...fieldProps("cvc")}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                onChange={(e) => set("cvc", e.target.value.replace(/\D/g, ""))}
              />
              {fieldError("cvc")}
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="card-name">Name on card</Label>
            <Input
              {...fieldProps("name")}
              autoComplete="cc-name"
              placeholder="Ada Lovelace"
              maxLength={200}
              onChange={(e) => set("name", e.target.value)}
            />
            {fieldError("name")}
          </div>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {pending
              ? "Processing…"
              : trial
                ? `Start ${TRIAL_DAYS}-Day Free Trial`
                : `Pay ${paidPlans[plan].displayPrice}`}
          </Button>
        </form>
        <ThreeDSecureChallenge
          open={challenge}
          amount={trial ? "$0.00" : paidPlans[plan].displayPrice}
          onAnswer={answerChallenge}
        />
        <section aria-labelledby="test-cards-title" className="rounded-lg border bg-muted/40 p-4">
          <h2 id="test-cards-title" className="mb-1 text-sm font-semibold">
            Stripe test cards
          </h2>
          <p className="mb-3 text-xs text-muted-foreground">Any future expiry date, any CVC and any name work.</p>
          <ul className="space-y-3">
            {listedTestCards.map((card) => (
              <li key={card.number} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2">
                    <code className="font-mono text-sm">{card.number}</code>
                    <Badge variant={card.succeeds ? "success" : "secondary"}>{card.label}</Badge>
                  </p>
                  <p className="text-xs text-muted-foreground">{card.result}</p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="shrink-0 self-start"
                  onClick={() => fillCard(card.number)}
                >
                  Use card<span className="sr-only"> {card.number}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

/**
 * The 3-D Secure step of Stripe's test mode: the bank's page is replaced by two buttons. Closing it
 * counts as failing, as closing the bank's window does.
 */
function ThreeDSecureChallenge({
  open,
  amount,
  onAnswer,
}: {
  open: boolean;
  amount: string;
  onAnswer: (answer: "approved" | "failed") => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onAnswer("failed")}>
      <DialogContent className="max-w-md" data-testid="three-d-secure">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> 3-D Secure authentication
          </DialogTitle>
          <DialogDescription>{testCheckoutCopy.threeDSecure(amount)}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          {testCheckoutCopy.threeDSecureNote}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onAnswer("failed")}>
            Fail Authentication
          </Button>
          <Button onClick={() => onAnswer("approved")}>Complete Authentication</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
