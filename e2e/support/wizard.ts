import type { Locator, Page } from 'playwright-core';

/** The signup wizard's Next (Finish on the last step, 'Pay $…' on the Payment step). */
export function wizardNextButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Signup steps' }).getByRole('button', { name: /^(Next|Finish|Pay \$[\d,]+\.\d{2})$/ });
}

/** Whether the wizard writes why it refuses Next on the page (not only in a tooltip). */
export async function wizardShowsRefusal(page: Page, reason: string): Promise<boolean> {
  return page.getByRole('navigation', { name: 'Signup steps' }).getByText(reason, { exact: true }).isVisible();
}

/** Why the wizard refuses Next: the text its aria-describedby names, null while Next is allowed. */
export async function wizardNextRefusedBecause(page: Page): Promise<string | null> {
  const id = await wizardNextButton(page).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}
