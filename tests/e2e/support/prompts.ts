import type { Locator } from "playwright-core";

/**
 * Removes every field still open in a prompt card (decision 0280: Copy waits until each open slot is filled or
 * removed), for journeys about something else than filling them.
 */
export async function removeOpenFields(card: Locator): Promise<void> {
  const remove = card.getByRole("button", { name: /^Remove "/ });
  while ((await remove.count()) > 0) await remove.first().click();
}
