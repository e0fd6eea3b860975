// What the settings page says (features/account).
export const dangerZoneCopy = {
  description: "Delete your account, your rescues, notes, ratings and plans. This cannot be undone.",
  sessionExpired: "For your safety, sign out and sign in again, then delete your account.",
};

export const profileSectionCopy = {
  emailFixed: "Your email cannot be changed here. Contact support if you need to move your account.",
};
