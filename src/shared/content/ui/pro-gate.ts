// What the Pro gate (components/pro-locked-screen.tsx) says under its buttons. Only lazy screens show it, so it
// is apart from app.ts, which every page loads. Each gated screen's title and benefits are in its area's module.
import { PRO_MONTHLY_PRICE_USD, TRIAL_DAYS } from "../plans.js";

export const proGateCopy = {
  priceNote: `Rescue Pro is $${PRO_MONTHLY_PRICE_USD} a month. Cancel anytime.`,
  trialNote: `${TRIAL_DAYS} days free, then $${PRO_MONTHLY_PRICE_USD} a month. A card is needed; cancel anytime before the trial ends and you pay nothing.`,
};
