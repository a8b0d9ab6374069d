import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, baseUrl, csrfToken } from './browser';

/**
 * A vendor account of the journey's own, created through the public create-account API (which signs
 * the page in): journeys that change an account for good use one, because the others count on the
 * demo vendors as seeded. Answers the new username. `origin` is another app's (a journey that starts its own).
 */
export async function createVendorAccount(
  page: Page,
  prefix: string,
  name: { firstName: string; lastName: string } = { firstName: 'Nora', lastName: 'Newton' },
  origin = baseUrl(),
): Promise<string> {
  const username = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post(`${origin}/services/auth/create-account`, {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page, origin) },
    data: {
      username,
      ...name,
      email: `${username}@example.test`,
      confirmEmail: `${username}@example.test`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      phoneNumber: '555-123-4567',
      consentToContact: false,
      acceptTos: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}
