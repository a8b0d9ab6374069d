import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SSO_CONFIG_SAVED } from '../packages/shared/src/admin/single-sign-on-config';
import { SSO_BUTTON_LABEL, SSO_FAILURE_MESSAGES } from '../packages/shared/src/auth/single-sign-on';
import { buildClient, buildUser } from '../apps/server/src/db/seed/factories';
import { WEB_DIST } from '../apps/server/src/platform/http/web-app';
import { startOidcTestProvider, type OidcTestProvider } from '../apps/server/src/testing/oidc-test-provider';
import { ssoOrganization } from '../apps/server/src/testing/sso-organization';
import { freePort } from '../apps/server/src/platform/db/free-port';
import { startTestApp, type TestApp } from '../apps/server/src/testing/test-app';
import { DEMO_PASSWORD, openPage, scanA11y, useBrowser } from './support/browser';

/**
 * Single sign-on (issue 35) through the real login page and a real OpenID Connect provider (oidc-provider)
 * on 127.0.0.1. The provider sends the browser back to the app's PUBLIC_URL, so this journey runs an app
 * of its own on a port chosen before it starts, on a fresh copy of the journeys' template database.
 */
const browser = useBrowser();
let app: TestApp;
let provider: OidcTestProvider;
const DOMAIN = 'riverside-health.org';

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  provider = await startOidcTestProvider({ redirectUri: `${origin}/services/auth/sso/callback` });
  app = await startTestApp(inject('testPostgres'), { webDist: process.env.E2E_WEB_DIST ?? WEB_DIST, port, env: { PUBLIC_URL: origin } });
  // Set up as the admin tab saves it (the tab itself is the last journey here), password login off.
  const client = await ssoOrganization(app, provider, { name: 'Riverside Health', domains: [DOMAIN], passwordLoginDisabled: true });
  await buildUser(app.db, {
    role: 'Client User',
    clientId: client.id,
    email: `dana.reyes@${DOMAIN}`,
    firstName: 'Dana',
    lastName: 'Reyes',
  });
  provider.addAccount(`dana.reyes@${DOMAIN}`);
  // Known at the hospital, but nobody added them here.
  provider.addAccount(`new.hire@${DOMAIN}`);
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const pageUrl = (hashPath: string) => `${app.baseUrl.replace(/\/$/, '')}/v2/#${hashPath}`;

/** From the client login page: type the work e-mail, take the organisation's button, sign in at the hospital. */
async function signInThroughOrganisation(page: Page, email: string): Promise<void> {
  await page.goto(pageUrl('/client/login'));
  await page.getByRole('textbox', { name: 'Username' }).fill(email);
  const organisation = page.getByRole('link', { name: SSO_BUTTON_LABEL });
  await organisation.waitFor();
  await scanA11y(page);
  await organisation.click();
  await page.getByRole('heading', { level: 1, name: 'Hospital sign-in' }).waitFor();
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('single sign-on through the login page', () => {
  it('signs a hospital user in with their organisation and opens their dashboard', async () => {
    const { page } = await openPage(browser());
    await signInThroughOrganisation(page, `dana.reyes@${DOMAIN}`);
    await page.waitForURL((url) => url.hash === '#/client/dashboard');
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await scanA11y(page);
  });

  it('brings a person without an account here back to the login page with the reason, and points password logins to single sign-on', async () => {
    const { page } = await openPage(browser());
    await signInThroughOrganisation(page, `new.hire@${DOMAIN}`);
    await page.getByText(SSO_FAILURE_MESSAGES['unknown-user']).waitFor();
    expect(new URL(page.url()).hash).toBe('#/client/login?sso=unknown-user');
    await scanA11y(page);

    // Password login is off for the organisation: the form says to use the organisation's button instead.
    await page.getByRole('textbox', { name: 'Username' }).fill(`dana.reyes@${DOMAIN}`);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText(/Your organization signs in with single sign-on/).waitFor();
  });

  it("lets an admin set a client's single sign-on in the admin hub", async () => {
    const client = await buildClient(app.db, { name: 'Lakeside Medical Center' });
    const admin = await buildUser(app.db, { role: 'PT Admin User' });
    const { page } = await openPage(browser());
    await page.goto(pageUrl('/vendor/login'));
    await page.getByRole('textbox', { name: 'Username' }).fill(admin.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'My Account' }).waitFor();

    await page.goto(pageUrl('/admin/sso'));
    await page.getByRole('heading', { level: 2, name: 'Single Sign-On' }).waitFor();
    await page.getByRole('combobox', { name: 'Client', exact: true }).fill('Lakeside');
    await page.getByRole('option', { name: /Lakeside Medical Center/ }).click();
    await page.getByRole('heading', { level: 3, name: 'Lakeside Medical Center' }).waitFor();
    await page.getByRole('textbox', { name: 'Issuer' }).fill('https://login.lakeside-medical.org/oidc');
    await page.getByRole('textbox', { name: 'Client ID' }).fill('vendorproof-lakeside');
    await page.getByRole('textbox', { name: 'Client Secret' }).fill('a-secret-from-the-provider');
    await page.getByRole('textbox', { name: 'E-mail Domains' }).fill('lakeside-medical.org, lakeside.org');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SSO_CONFIG_SAVED).waitFor();
    await page.getByText('A secret is stored. Leave empty to keep it.').waitFor();
    await scanA11y(page);
    const domains = await app.db
      .selectFrom('client_sso_domains')
      .select('domain')
      .where('client_id', '=', client.id)
      .orderBy('domain')
      .execute();
    expect(domains.map((row) => row.domain)).toEqual(['lakeside-medical.org', 'lakeside.org']);
  });
});
