import {
  FREE_RESCUES_PER_MONTH,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_REPLY_HOURS,
  TRIAL_DAYS,
} from "./plans.js";

export const legalSlugs = ["terms", "privacy", "refund", "cookie-policy"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export interface LegalSection {
  heading: string;
  /** Rendered in order, before the bullets. */
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  /** Route of the page, e.g. "/terms". */
  path: string;
  /** "today" means the page shows the current date; any other value is shown as written. */
  lastUpdated: "today" | (string & {});
  intro: string;
  sections: LegalSection[];
}

const contactParagraph = `Email ${SUPPORT_EMAIL}. We reply within ${SUPPORT_REPLY_HOURS} hours.`;

export const termsOfService: LegalDocument = {
  slug: "terms",
  title: "Terms of Service",
  path: "/terms",
  lastUpdated: "today",
  intro:
    "These terms govern your use of Unstuck, a web application that helps developers recover when an AI coding assistant loops, invents APIs or loses track of the goal. Please read them together with our Privacy Policy, Refund Policy and Cookie Policy.",
  sections: [
    {
      heading: "1. Agreement",
      paragraphs: [
        'By creating an account or using Unstuck ("the service") you agree to these terms. If you use the service on behalf of an employer or client, you confirm that you are allowed to accept these terms for them. If you do not agree, do not use the service.',
        'In these terms, "we", "us" and "our" mean the operator of Unstuck, and "you" means the person using the service.',
      ],
    },
    {
      heading: "2. The service",
      paragraphs: [
        "Unstuck provides guided rescue sessions for common problems with AI coding assistants: ready-made prompts, action plans with timers and success criteria, notes and progress tracking. Depending on your plan it also provides a templates library, a Custom Prompt Generator, an AI Development Wizard and a project planner.",
        "Unstuck does not connect to your editor, repository or AI assistant. You decide what to copy into your own tools. Unstuck is independent and is not affiliated with or endorsed by the makers of the assistants it mentions; their names are trademarks of their respective owners.",
      ],
    },
    {
      heading: "3. Your account",
      paragraphs: [
        "You need an account to start a rescue. You can sign up with an email address, password and display name, or through a supported sign-in provider. You must be at least 16 years old.",
        "Keep your sign-in details secure and tell us promptly at the address below if you believe someone else has accessed your account. An account is for one person; do not share it.",
      ],
    },
    {
      heading: "4. Plans and usage limits",
      paragraphs: [
        `Rescue Starter is free. Free accounts are limited to ${FREE_RESCUES_PER_MONTH} rescues per month, counted from the first day of each calendar month. Unused rescues do not carry over. The templates library is available on every plan.`,
        "Rescue Pro includes unlimited rescues, the full AI Development Wizard, the Custom Prompt Generator, premium templates, the project planner, session history and priority support. Unlimited means unlimited for one person's normal use: automated or scripted use, and use on behalf of other people, is not allowed.",
      ],
    },
    {
      heading: "5. Free trial",
      paragraphs: [
        `We may offer a ${TRIAL_DAYS}-day free trial of Rescue Pro. A valid payment card is required to start the trial, and you are not charged during it.`,
        "Unless you cancel before the trial ends, it converts automatically to a paid Rescue Pro subscription and your card is charged the plan price on the day it ends. You can cancel during the trial at any time from your profile or settings; cancelling a trial ends Pro access immediately.",
        "Trials are limited to one per person and per payment method. We may decline a trial where we reasonably believe one has already been used.",
      ],
    },
    {
      heading: "6. Prices, billing and renewal",
      paragraphs: [
        "Rescue Pro costs $4.99 per month, or $47.88 per year on yearly billing. Prices are in US dollars and exclude any taxes that apply in your country, which are added at checkout where required.",
        "Payments are handled by our payment provider. We never receive or store your full card number.",
        "Subscriptions auto-renew at the end of each billing period, monthly or yearly, and your payment method is charged the then-current price, unless you cancel before the renewal date. If we change the price of your plan we will tell you by email at least 30 days before the new price applies to you, and it takes effect from your next renewal.",
        "If a payment fails we may retry it and, if it still fails, move your account to the free plan.",
      ],
    },
    {
      heading: "7. Cancellation",
      paragraphs: [
        "You can cancel a paid subscription at any time from your profile or settings. Cancellation takes effect at the end of the current billing period: you keep Pro access until then, you are not charged again, and your account then returns to the free plan. Your sessions and notes are kept.",
        "You can reactivate a cancelled subscription before the end of the paid period. Apart from the money-back guarantee described below, we do not refund the unused part of a billing period.",
      ],
    },
    {
      heading: "8. Refunds",
      paragraphs: [
        `Rescue Pro has a ${REFUND_WINDOW_DAYS}-day money-back guarantee. Refund requests must be made within ${REFUND_WINDOW_DAYS} days of your first purchase, by emailing ${SUPPORT_EMAIL}. Approved refunds are processed in ${REFUND_PROCESSING_BUSINESS_DAYS} business days to your original payment method. The Refund Policy sets out the details and is part of these terms.`,
      ],
    },
    {
      heading: "9. Support",
      paragraphs: [
        `Support is available by email at ${SUPPORT_EMAIL}. We reply within ${SUPPORT_REPLY_HOURS} hours. Pro subscribers receive priority support; free accounts also have access to community support.`,
      ],
    },
    {
      heading: "10. Acceptable use",
      paragraphs: ["You agree not to:"],
      bullets: [
        "use the service for anything unlawful, or to build or improve malware or tools intended to cause harm;",
        "get around plan limits, for example by creating several free accounts;",
        "scrape, bulk-download or republish the prompts and templates as a competing collection;",
        "probe, overload or interfere with the service or its security, or access it by automated means other than those we provide;",
        "submit other people's personal data, or secrets such as API keys and passwords, in problem descriptions, notes or chats;",
        "resell, sublicense or share access to your account.",
      ],
    },
    {
      heading: "11. AI-generated guidance and your responsibility",
      paragraphs: [
        "Prompts, plans, classifications and other output are suggestions. They can be incomplete or wrong for your situation, and output from the generator, wizard and planner is produced automatically. Review every change your assistant makes, run your tests and keep your work under version control.",
        "You are responsible for the code you run, commit and deploy. Figures such as average rescue time and success rate describe past results across users and are not a promise about any individual rescue.",
      ],
    },
    {
      heading: "12. Your content",
      paragraphs: [
        "You keep all rights to what you enter: problem descriptions, notes, chat messages and project plans. You give us permission to store and process it only as needed to run the service for you, as described in the Privacy Policy.",
        "Prompt ratings (thumbs up or down) are used in aggregate to improve which prompts we show.",
      ],
    },
    {
      heading: "13. Our content",
      paragraphs: [
        "The service, its software, design, prompts and templates belong to us or our licensors. You may copy prompts and templates into your own AI tools and use the results in personal and commercial projects. You may not redistribute the prompt and template collection itself.",
      ],
    },
    {
      heading: "14. Availability and changes",
      paragraphs: [
        "We work to keep Unstuck available but do not guarantee uninterrupted access; maintenance, updates and problems with our providers can cause downtime. We may add, change or remove features. If we remove a core Pro feature during a period you have paid for, you may ask for a pro-rata refund of the remaining period.",
      ],
    },
    {
      heading: "15. Suspension and termination",
      paragraphs: [
        "You can stop using the service and delete your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, normally after giving notice and a chance to respond, unless the breach puts the service or other users at risk. If we close your account without cause, we refund the unused part of any prepaid period.",
      ],
    },
    {
      heading: "16. Disclaimers and limitation of liability",
      paragraphs: [
        'The service is provided "as is" and "as available". To the extent the law allows, we exclude implied warranties such as fitness for a particular purpose, and we are not liable for indirect or consequential loss, lost profits, lost data or the cost of fixing code.',
        "To the extent the law allows, our total liability for any claim relating to the service is limited to the greater of the amount you paid us in the 12 months before the claim and 50 US dollars. Nothing in these terms limits liability that cannot be limited by law, or your statutory rights as a consumer.",
      ],
    },
    {
      heading: "17. Changes to these terms",
      paragraphs: [
        "We may update these terms. For material changes we will notify you by email or in the app at least 14 days before they take effect. If you do not agree with a change, cancel before it takes effect; continuing to use the service afterwards means you accept the updated terms.",
      ],
    },
    {
      heading: "18. Governing law",
      paragraphs: [
        "These terms are governed by the law of the place where the operator of Unstuck is established, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of your country of residence, and you may bring claims in its courts.",
      ],
    },
    {
      heading: "19. Contact",
      paragraphs: [`Questions about these terms? ${contactParagraph}`],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  slug: "privacy",
  title: "Privacy Policy",
  path: "/privacy",
  lastUpdated: "today",
  intro:
    "This policy explains what personal data Unstuck collects, why, who processes it for us, how long we keep it and the rights you have. We collect only what we need to run the service, and we do not sell personal data.",
  sections: [
    {
      heading: "1. Who is responsible",
      paragraphs: [
        `The operator of Unstuck is the controller of the personal data described here. For any privacy question or request, email ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: "2. Data we collect",
      paragraphs: ["When you use Unstuck we store:"],
      bullets: [
        "Account data: your email address and display name, the sign-in method you use, and a salted hash of your password if you sign in with one (never the password itself). If you sign in through a sign-in provider, it shares your email address and name with us.",
        "Rescue sessions: the problem type you chose, the description or custom problem you entered, the strategy, step progress, step timings, and whether you marked the rescue successful.",
        "Notes and ratings: session notes you write, and your thumbs-up or thumbs-down ratings of prompts together with the prompt and problem type they refer to.",
        "Generator, wizard and planner content: the problem details you submit, the conversations you have with the wizard and the project plans you save.",
        "Subscription state: your plan, subscription status, trial dates, the end of the current billing period, and the customer and subscription identifiers issued by our payment provider.",
        "Technical data: IP address, browser type and request times in our server logs, used to keep the service secure and working.",
        "Support messages: the emails you send us and our replies.",
      ],
    },
    {
      heading: "3. Data kept in your browser",
      paragraphs: [
        "Some data stays on your device in your browser's local storage rather than on our servers: your local session list, display preferences such as theme and default prompt style, and your cookie choice. You can export or clear it from the app's settings or by clearing your browser's site data.",
      ],
    },
    {
      heading: "4. What we do not collect",
      paragraphs: [
        "Unstuck does not connect to your editor, repository or AI assistant, and you never need to paste code to use it. We do not receive your full card number; payments go directly to our payment provider. Please do not put secrets such as API keys or passwords in problem descriptions, notes or chats.",
      ],
    },
    {
      heading: "5. How we use your data and our legal bases",
      paragraphs: ["Under the EU and UK General Data Protection Regulation (GDPR) we need a legal basis for each use:"],
      bullets: [
        `To provide the service: create your account, run rescue sessions, enforce the free limit of ${FREE_RESCUES_PER_MONTH} rescues per month, and show your history and statistics (performance of our contract with you).`,
        "To take payments, manage trials and subscriptions, and keep accounting records (contract, and our legal obligations).",
        "To send service emails such as sign-in links, password resets, receipts and notices about your subscription (contract).",
        "To answer support requests (contract and legitimate interest).",
        "To keep the service secure and prevent abuse, for example repeated trials or several free accounts (legitimate interest).",
        "To improve prompts and strategies using aggregated ratings and session outcomes (legitimate interest). We do not use your content to train AI models.",
        "To measure site usage and marketing campaigns with analytics and marketing cookies, only if you opt in (consent).",
      ],
    },
    {
      heading: "6. How AI features process your text",
      paragraphs: [
        "Problem classification, prompt generation, the wizard and the planner run on a built-in engine on our own server by default, and your text is not shared with third parties.",
        "If the operator configures an external AI provider, the text of generator, wizard and planner requests (your problem description, answers and the context you add) is sent to that provider to produce the reply. We do not send your email address or name with these requests, and we use such providers only under a data processing agreement.",
      ],
    },
    {
      heading: "7. Who processes data for us",
      paragraphs: [
        "We share personal data only with service providers that process it on our instructions and under data processing agreements:",
      ],
      bullets: [
        "Payment provider: processes payments, stores your card details, runs fraud checks and issues receipts.",
        "Email provider: delivers sign-in links, password resets, receipts and support replies.",
        "AI provider (optional): processes the text of AI feature requests, only if one is configured.",
        "Hosting and database providers: run the servers and databases that store the data listed above.",
        "Sign-in provider: if you choose to sign in with a third-party account, that provider handles the sign-in under its own privacy policy.",
      ],
    },
    {
      heading: "8. Other disclosures",
      paragraphs: [
        "We do not sell or rent personal data and do not share it with advertisers. We disclose data to authorities only when the law requires it, and we tell you about such a request unless we are prohibited from doing so. If Unstuck is sold or merged, your data would pass to the new operator under this policy, and we would tell you beforehand.",
      ],
    },
    {
      heading: "9. International transfers",
      paragraphs: [
        "Some of our providers process data outside your country, including outside the European Economic Area. Where that happens we rely on an adequacy decision or on the European Commission's Standard Contractual Clauses, with additional safeguards where needed.",
      ],
    },
    {
      heading: "10. How long we keep data",
      paragraphs: [],
      bullets: [
        "Account data, sessions, notes, ratings, conversations and plans: for as long as your account exists, then deleted within 30 days of account deletion. Backups are overwritten within a further 60 days.",
        "Subscription and payment records: for as long as tax and accounting law requires.",
        "Server logs: up to 30 days, unless needed to investigate a security incident.",
        "Support emails: up to 24 months after the conversation ends.",
        "Cookies: as described in the Cookie Policy.",
      ],
    },
    {
      heading: "11. Your rights",
      paragraphs: ["Under the GDPR and similar laws you have the right to:"],
      bullets: [
        "access the personal data we hold about you and get a copy of it;",
        "have inaccurate data corrected;",
        "have your data erased;",
        "restrict how we process it;",
        "receive it in a portable, machine-readable format;",
        "object to processing based on our legitimate interests;",
        "withdraw consent at any time, for example for analytics or marketing cookies, without affecting processing before the withdrawal;",
        "lodge a complaint with your data protection supervisory authority.",
      ],
    },
    {
      heading: "12. Exercising your rights and deleting your account",
      paragraphs: [
        "You can update your display name and delete your account from Settings. Deleting your account cancels any active subscription and removes your account data, sessions, notes, ratings, conversations and saved plans, except records we must keep by law.",
        `For any other request, email ${SUPPORT_EMAIL} from the address on your account. We may ask you to confirm your identity, and we answer within one month at the latest.`,
      ],
    },
    {
      heading: "13. Security",
      paragraphs: [
        "Data is encrypted in transit with TLS, passwords are stored only as salted hashes, access to production data is limited to the people who need it to run the service, and card data stays with our payment provider. No system is perfectly secure; if a breach affects your data, we will notify you and the competent authority as the law requires.",
      ],
    },
    {
      heading: "14. Children",
      paragraphs: [
        "Unstuck is not intended for anyone under 16 and we do not knowingly collect their data. If you believe a child has created an account, contact us and we will delete it.",
      ],
    },
    {
      heading: "15. Cookies",
      paragraphs: [
        "We use necessary cookies to keep you signed in and secure, and analytics and marketing cookies only with your consent. The Cookie Policy explains each category and how to change your choice.",
      ],
    },
    {
      heading: "16. Changes to this policy",
      paragraphs: [
        "We will update the date at the top of this page when this policy changes, and notify you by email or in the app before material changes take effect.",
      ],
    },
    {
      heading: "17. Contact",
      paragraphs: [contactParagraph],
    },
  ],
};

export const refundPolicy: LegalDocument = {
  slug: "refund",
  title: "Refund Policy",
  path: "/refund",
  lastUpdated: "today",
  intro: `You should only pay for Unstuck if it helps you. Rescue Pro comes with a ${REFUND_WINDOW_DAYS}-day money-back guarantee, and this policy explains how it works.`,
  sections: [
    {
      heading: `1. ${REFUND_WINDOW_DAYS}-day money-back guarantee`,
      paragraphs: [
        `If Rescue Pro is not right for you, request a refund within ${REFUND_WINDOW_DAYS} days of your first purchase and we will refund that payment in full. This applies to the first payment on both monthly ($4.99) and yearly ($47.88) billing. You don't have to give a reason, although it helps us improve.`,
      ],
    },
    {
      heading: "2. Free trial",
      paragraphs: [
        `The ${TRIAL_DAYS}-day trial is free: a payment card is required to start it, but nothing is charged during the trial. Unless you cancel before the trial ends, it converts to a paid subscription and the first payment is taken when it ends. Cancelling during the trial ends Pro access immediately and nothing is charged.`,
        `If your trial converts, that first payment is your first purchase, so the ${REFUND_WINDOW_DAYS}-day window starts on the day it is charged.`,
      ],
    },
    {
      heading: "3. How to request a refund",
      paragraphs: [
        `Email ${SUPPORT_EMAIL} from the email address on your Unstuck account with the details below. We reply within ${SUPPORT_REPLY_HOURS} hours to confirm the refund or ask for anything else we need.`,
      ],
      bullets: [
        "the email address of your account;",
        "the plan (monthly or yearly) and the date of the charge;",
        "optionally, what didn't work for you.",
      ],
    },
    {
      heading: "4. Processing time",
      paragraphs: [
        `Approved refunds are processed in ${REFUND_PROCESSING_BUSINESS_DAYS} business days and go back to the original payment method. Your bank or card issuer may take a few more days to show the credit on your statement.`,
        "When a refund is issued, the subscription is cancelled and your account returns to the free plan. Your sessions and notes are kept.",
      ],
    },
    {
      heading: "5. Renewals and later payments",
      paragraphs: [
        `Subscriptions auto-renew unless cancelled. Renewal payments, and any payment made more than ${REFUND_WINDOW_DAYS} days after your first purchase, are not covered by the guarantee. To avoid a renewal charge, cancel before the renewal date.`,
        "We always refund in full a duplicate charge, a charge made after you cancelled, or any other billing error on our side, whenever you report it.",
      ],
    },
    {
      heading: "6. Cancelling instead of a refund",
      paragraphs: [
        "You can cancel at any time from your profile or settings. Cancellation takes effect at the end of the billing period: you keep Pro access until then and are not charged again. We do not refund the unused part of a period outside the guarantee.",
      ],
    },
    {
      heading: "7. Exceptions and your statutory rights",
      paragraphs: [
        "We may refuse a refund where there is clear abuse, such as repeated cycles of subscribing and requesting refunds, or where an account was closed for breaking the Terms of Service.",
        "This guarantee is in addition to any rights you have under consumer law in your country, such as a statutory right of withdrawal, and does not reduce them.",
      ],
    },
    {
      heading: "8. Contact",
      paragraphs: [`Questions about a charge or a refund? ${contactParagraph}`],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  path: "/cookie-policy",
  lastUpdated: "January 2025",
  intro:
    "This policy explains which cookies and similar technologies Unstuck uses, what they are for, how long they last and how you can control them. Necessary cookies are always on; analytics and marketing cookies are used only if you agree.",
  sections: [
    {
      heading: "1. What cookies are",
      paragraphs: [
        "Cookies are small text files that a website stores in your browser and reads back on later visits. Session cookies are deleted when you close the browser; persistent cookies stay until they expire or you delete them. First-party cookies are set by Unstuck; third-party cookies are set by other services used on our pages.",
        'We also use your browser\'s local storage, which works in a similar way. This policy uses "cookies" for both.',
      ],
    },
    {
      heading: "2. Necessary cookies",
      paragraphs: [
        "These are required for the site to work and cannot be switched off in the cookie banner. They do not track you for analytics or advertising.",
      ],
      bullets: [
        "Sign-in session: keeps you signed in and ties requests to your account.",
        "Security: protects forms and requests against cross-site request forgery and abuse.",
        'Cookie choice: remembers your consent decision, stored in local storage under the key "cookie-consent".',
        "Sign-in flow: a short-lived marker in session storage while a third-party sign-in redirect completes.",
        "Preferences and local sessions: your theme, default prompt style and local session list, kept in local storage.",
        "Checkout: cookies set by our payment provider to process your payment and prevent fraud.",
      ],
    },
    {
      heading: "3. Analytics cookies",
      paragraphs: [
        "With your consent, analytics cookies tell us how the site is used: which pages are visited, which features are used, and where people leave. We look at this in aggregate to decide what to improve. They are off unless you turn them on.",
      ],
    },
    {
      heading: "4. Marketing cookies",
      paragraphs: [
        "With your consent, marketing cookies help us measure which campaigns and referrals bring people to Unstuck, so we spend less on the ones that don't work. We do not sell data collected this way. They are off unless you turn them on.",
      ],
    },
    {
      heading: "5. Third-party cookies",
      paragraphs: ["Some cookies are set by the services we rely on, under their own privacy policies:"],
      bullets: [
        "Payment provider: on checkout and billing pages, to process payments and detect fraud (necessary).",
        "Analytics provider: to produce the usage statistics described above (only with your consent).",
        "Authentication provider: when you sign in with a third-party account, the provider sets its own cookies to complete and secure the sign-in (necessary for that sign-in method).",
      ],
    },
    {
      heading: "6. Managing your preferences",
      paragraphs: [
        "On your first visit a cookie banner asks for your choice. Accept All turns on analytics and marketing cookies; Reject All keeps only necessary cookies; Customize lets you switch analytics and marketing on or off individually and confirm with Save Preferences. Necessary cookies always stay on.",
        "To change your choice later, clear this site's data in your browser. The banner will appear again on your next visit.",
        "You can also control cookies in your browser settings: most browsers let you block or delete cookies per site. Blocking necessary cookies will stop sign-in from working.",
        "Industry opt-out tools let you refuse interest-based advertising across many sites, for example Your Online Choices (youronlinechoices.eu) in Europe and the Digital Advertising Alliance's WebChoices (optout.aboutads.info) in the United States.",
      ],
    },
    {
      heading: "7. How long cookies last",
      paragraphs: [],
      bullets: [
        "Session cookies: deleted when you close your browser.",
        "Persistent cookies: up to 2 years at most.",
        "Analytics cookies: up to 26 months.",
        "Marketing cookies: up to 13 months.",
        "Your cookie choice and other local storage data: kept until you clear your browser's site data.",
      ],
    },
    {
      heading: "8. Contact",
      paragraphs: [`Questions about cookies or your data? ${contactParagraph}`],
    },
    {
      heading: "9. Changes to this policy",
      paragraphs: [
        "We update this policy when we change the cookies we use and show the date of the latest version at the top of this page. Cookies in a new non-essential category are set only after you have opted in to it.",
      ],
    },
  ],
};

export const legalDocuments: readonly LegalDocument[] = [termsOfService, privacyPolicy, refundPolicy, cookiePolicy];

export function isLegalSlug(value: string): value is LegalSlug {
  return (legalSlugs as readonly string[]).includes(value);
}

export function getLegalDocument(slug: string): LegalDocument | undefined {
  return legalDocuments.find((doc) => doc.slug === slug);
}

/** Text of the "Last updated" line; `today` is passed in so rendering stays deterministic in tests. */
export function lastUpdatedLabel(doc: LegalDocument, today: Date): string {
  const date =
    doc.lastUpdated === "today"
      ? today.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" })
      : doc.lastUpdated;
  return `Last updated: ${date}`;
}
