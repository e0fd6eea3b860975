import { ExternalLink, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/api/client";
import { createPortalSession, useBillingConfig, useSubscriptionStatus } from "@/api/billing";
import { useCurrentUser } from "@/api/auth";
import { toast } from "@/lib/toast-store";

/** Stripe's billing portal (cards, invoices), shown only when the provider has one and the user a billing account. */
export function PortalButton() {
  const { user } = useCurrentUser();
  const config = useBillingConfig();
  const subscription = useSubscriptionStatus();
  const [pending, setPending] = useState(false);
  if (!user || !config.data?.portal || !subscription.data?.subscriptionId) return null;
  const open = async () => {
    setPending(true);
    try {
      const { url } = await createPortalSession(user.id);
      window.location.assign(url);
    } catch (error) {
      toast({
        title: "Billing Portal Unavailable",
        description: errorMessage(error, "Could not open the billing portal. Please try again."),
        variant: "destructive",
      });
      setPending(false);
    }
  };
  return (
    <Button variant="outline" onClick={open} disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ExternalLink aria-hidden="true" />} Billing
      Portal
    </Button>
  );
}
