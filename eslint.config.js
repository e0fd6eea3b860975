import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "drizzle", "data", "test-results", "coverage", ".data-test"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Configuration is read once in env.ts; everything else receives it.
    files: ["src/server/**/*.ts", "src/shared/**/*.ts"],
    ignores: ["src/server/env.ts", "src/server/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through env.ts." },
      ],
    },
  },
  {
    // The client talks to the server only through src/client/api: components never build URLs or call fetch.
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: ["src/client/api/**", "src/client/**/*.test.{ts,tsx}", "src/client/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.name='fetch']", message: "Call the server through src/client/api." },
        { selector: "Literal[value=/^\\/api\\//]", message: "API paths live in src/client/api." },
        { selector: "TemplateElement[value.raw=/^\\/api\\//]", message: "API paths live in src/client/api." },
      ],
    },
  },
  {
    // Production code never depends on test support (tests/support, the client's testing/): fakes and
    // fixtures stay out of the build.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/testing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/testing/*", "**/tests/**"], message: "Production code must not import test support." },
          ],
        },
      ],
    },
  },
  {
    // Billing is one folder that the areas above it use (decision 0315): it never imports up, from modules/,
    // the app, its composition or entry point, the middlewares or the jobs. What it needs from them (the read
    // cache, the subscription clock) is passed in, composed in compose.ts.
    files: ["src/server/billing/**/*.ts"],
    ignores: ["src/server/billing/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/modules/**", "**/jobs/**", "**/middleware/**", "**/cli/**"],
              message: "Billing never imports up: pass what it needs in from compose.ts.",
            },
            {
              regex: "^(\\.\\./)+(app|compose|index)\\.js$",
              message: "Billing never imports up: pass what it needs in from compose.ts.",
            },
            { group: ["**/testing/*", "**/tests/**"], message: "Production code must not import test support." },
          ],
        },
      ],
    },
  },
  {
    // Features stay independent: shared code goes to components/, lib/ or src/shared.
    files: ["src/client/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*/**", "../../features/*", "@/app/*"],
              message: "No cross-feature imports: move shared code to components/, lib/ or src/shared.",
            },
            { group: ["**/testing/*", "**/tests/**"], message: "Production code must not import test support." },
          ],
        },
      ],
    },
  },
);
