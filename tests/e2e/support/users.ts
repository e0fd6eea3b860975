import type { Page } from "playwright-core";
import { baseUrl } from "./browser.js";

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;

/** Signs up through the API; the session cookie lands in the page's context. */
export async function signUpThroughApi(page: Page, name = "Test User"): Promise<{ email: string; id: string }> {
  const email = uniqueEmail();
  const res = await page.request.post(`${baseUrl()}/api/auth/sign-up/email`, {
    data: { email, password: "a-long-unique-passphrase-42", name },
    headers: { origin: baseUrl() },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { email, id: body.user.id };
}
