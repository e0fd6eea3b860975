/**
 * Stripe's public test cards that the local test checkout lists, with what each does. The server's card
 * outcomes (src/server/billing/test-cards.ts) use these messages, so the list and the result agree.
 */
export const CARD_DECLINED_MESSAGE = "Your card was declined.";
/** What the trial's payment setup shows when the card's authentication fails. */
export const AUTH_FAILED_MESSAGE = "Payment method authentication failed. Please try a different payment method.";
/** Stripe's wording for the other refusals of its test cards, which the local test checkout repeats. */
export const cardMessages = {
  insufficientFunds: "Your card has insufficient funds.",
  expired: "Your card has expired.",
  wrongCvc: "Your card's security code is incorrect.",
  invalidNumber: "Your card number is invalid.",
  pastExpiry: "Your card's expiration date is in the past.",
};
/** What the local test checkout answers for a card that is not one of Stripe's test cards. */
export const UNKNOWN_CARD_MESSAGE =
  "Your card was declined. This is a test checkout: use a test card such as 4242 4242 4242 4242.";

export interface TestCard {
  number: string;
  label: string;
  /** What happens when you pay with it, as the checkout shows it. */
  result: string;
  succeeds: boolean;
}

export const listedTestCards: readonly TestCard[] = [
  {
    number: "4242 4242 4242 4242",
    label: "Succeeds",
    result: "Payment succeeds and Pro starts at once.",
    succeeds: true,
  },
  { number: "4000 0000 0000 0002", label: "Declined", result: CARD_DECLINED_MESSAGE, succeeds: false },
  {
    number: "4000 0025 0000 3155",
    label: "3-D Secure",
    result: "Asks for 3-D Secure: complete the challenge and the payment succeeds; fail it and it is declined.",
    succeeds: true,
  },
];
