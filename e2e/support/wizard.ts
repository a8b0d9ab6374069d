import type { Locator, Page } from 'playwright-core';

/** The signup wizard's Next (Finish on the last step). */
export function wizardNextButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Signup steps' }).getByRole('button', { name: /^(Next|Finish)$/ });
}

/** Why the wizard refuses Next: the text its aria-describedby names, null while Next is allowed. */
export async function wizardNextRefusedBecause(page: Page): Promise<string | null> {
  const id = await wizardNextButton(page).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}
