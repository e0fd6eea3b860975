// What the 404 screen says (routes/not-found.tsx). A lazy screen of the shell, so its text is not in ./app.ts,
// which every page loads (decision 0326).
export const notFoundCopy = {
  description: "The page you are looking for does not exist or has moved.",
};
