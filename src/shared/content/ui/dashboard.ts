// What the dashboard says (features/dashboard).
export const dashboardCopy = {
  noRescuesYet: "No rescues yet. Start one from the problems page and it will show up here.",
  signInToSee: "Your rescue history, success rate and monthly usage live in your account.",
};
