import {
  AUTH_FAILED_MESSAGE,
  CARD_DECLINED_MESSAGE,
  cardMessages,
  UNKNOWN_CARD_MESSAGE,
} from "../../../../shared/content/test-cards.js";

export { AUTH_FAILED_MESSAGE };

/**
 * Stripe's public test card numbers and what Stripe does with them, for the local test checkout.
 * Authentication failure uses the app's own message (the one the trial setup shows), the rest Stripe's wording.
 */
export type CardOutcome = { ok: true } | { ok: false; status: 400 | 402; message: string };
/** A card that asks for 3-D Secure first: what happens once the user completes the challenge. */
export type ChargeResult = CardOutcome | { ok: false; status: "challenge"; afterChallenge: CardOutcome };

const outcomes: Record<string, CardOutcome> = {
  "4242424242424242": { ok: true },
  "5555555555554444": { ok: true },
  "4000000000000002": { ok: false, status: 402, message: CARD_DECLINED_MESSAGE },
  "4000000000009995": { ok: false, status: 402, message: cardMessages.insufficientFunds },
  "4000000000000069": { ok: false, status: 402, message: cardMessages.expired },
  "4000000000000127": { ok: false, status: 402, message: cardMessages.wrongCvc },
};

/** Stripe's 3-D Secure test cards: each shows a challenge; completing it gives the outcome below. */
const challengeCards: Record<string, CardOutcome> = {
  "4000002500003155": { ok: true },
  "4000002760003184": { ok: true },
  "4000000000003220": { ok: true },
  "4000008260003178": { ok: false, status: 402, message: cardMessages.insufficientFunds },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `expiry` is MM/YY; a card is valid through the last day of that month. */
export function chargeTestCard(cardNumber: string, expiry: string, now: Date): ChargeResult {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!passesLuhn(digits)) return { ok: false, status: 400, message: cardMessages.invalidNumber };
  const [month, year] = expiry.split("/").map((part) => Number(part.trim()));
  if (month && year !== undefined && new Date(Date.UTC(2000 + year, month, 1)).getTime() <= now.getTime()) {
    return { ok: false, status: 400, message: cardMessages.pastExpiry };
  }
  const known = outcomes[digits];
  if (known) return known;
  const afterChallenge = challengeCards[digits];
  if (afterChallenge) return { ok: false, status: "challenge", afterChallenge };
  // Test mode never charges a real card, as on Stripe.
  return {
    ok: false,
    status: 402,
    message: UNKNOWN_CARD_MESSAGE,
  };
}
