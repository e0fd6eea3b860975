// What the dashboard says (features/dashboard).
export const dashboardCopy = {
  noRescuesYet: "No rescues yet. Start one from the problems page and it will show up here.",
};
