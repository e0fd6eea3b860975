// Apart from the legal documents: the banner is on every page, the documents only on their own routes.
export interface CookieCategoryCopy {
  key: "necessary" | "analytics" | "marketing";
  label: string;
  description: string;
  /** Necessary cookies cannot be switched off. */
  alwaysOn: boolean;
}

export const cookieBannerCopy = {
  title: "Cookies on Unstuck",
  message:
    "We use necessary cookies to keep you signed in and the site secure. With your permission we also use analytics cookies to see which features help, and marketing cookies to measure our campaigns.",
  privacyLink: { label: "Privacy Policy", href: "/privacy" },
  termsLink: { label: "Terms of Service", href: "/terms" },
  cookiePolicyLink: { label: "Cookie Policy", href: "/cookie-policy" },
  acceptAll: "Accept All",
  rejectAll: "Reject All",
  customize: "Customize",
  savePreferences: "Save Preferences",
  preferencesTitle: "Cookie preferences",
  preferencesDescription:
    "Choose which optional cookies we may use. Necessary cookies are always on because the site cannot work without them.",
  closePreferences: "Back",
  alwaysOnLabel: "Always on",
  categories: [
    {
      key: "necessary",
      label: "Necessary",
      description: "Sign-in, security, checkout and remembering this choice.",
      alwaysOn: true,
    },
    {
      key: "analytics",
      label: "Analytics",
      description:
        "Usage statistics, viewed in aggregate, that show us which pages and features help. Kept up to 26 months.",
      alwaysOn: false,
    },
    {
      key: "marketing",
      label: "Marketing",
      description: "Measures which campaigns and referrals bring people to Unstuck. Kept up to 13 months.",
      alwaysOn: false,
    },
  ] satisfies CookieCategoryCopy[],
};
