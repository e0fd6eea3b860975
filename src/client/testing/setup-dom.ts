export {};
// Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock; this adds the DOM matchers there.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  const { afterEach } = await import("vitest");
  afterEach(() => cleanup());
}
