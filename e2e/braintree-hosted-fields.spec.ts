import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BRAINTREE_CSP_SOURCES } from '../apps/server/src/platform/http/content-security-policy';
import { WEB_DIST } from '../apps/server/src/platform/http/web-app';
import { startTestApp, type TestApp } from '../apps/server/src/testing/test-app';
import { createVendorAccount } from './support/accounts';
import { appUrl, fitsWidth, openPage, PHONE_VIEWPORT, scanA11y, useBrowser, waitForDialogShown } from './support/browser';

/**
 * Braintree mode (issue 20): an app of its own, configured with (made-up) Braintree credentials, on a
 * fresh copy of the journeys' template database. Nothing leaves the machine: the client-token call is
 * answered with a stubbed token, and every request to Braintree's hosts is answered here.
 */
const browser = useBrowser();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(inject('testPostgres'), {
    webDist: process.env.E2E_WEB_DIST ?? WEB_DIST,
    env: {
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_MERCHANT_ID: 'e2e-merchant',
      BRAINTREE_PUBLIC_KEY: 'e2e-public-key',
      BRAINTREE_PRIVATE_KEY: 'e2e-private-key',
    },
  });
});

afterAll(async () => {
  await app?.close();
});

const origin = () => app.baseUrl.replace(/\/$/, '');
const braintreeAppUrl = (hashPath: string) => `${origin()}/v2/#${hashPath}`;

const FINGERPRINT = 'e2e-authorization-fingerprint';
const CLIENT_API_URL = 'https://api.sandbox.braintreegateway.com:443/merchants/e2e-merchant/client_api';
/** A client token as Braintree's server SDK makes one: base64 JSON naming the configuration URL and the fingerprint. */
const STUB_CLIENT_TOKEN = Buffer.from(
  JSON.stringify({
    version: 2,
    authorizationFingerprint: FINGERPRINT,
    configUrl: `${CLIENT_API_URL}/v1/configuration`,
    environment: 'sandbox',
  }),
).toString('base64');
const GATEWAY_CONFIGURATION = {
  environment: 'sandbox',
  merchantId: 'e2e-merchant',
  assetsUrl: 'https://assets.braintreegateway.com',
  clientApiUrl: CLIENT_API_URL,
  challenges: ['cvv', 'postal_code'],
  creditCards: { supportedCardTypes: ['Visa', 'MasterCard', 'Discover', 'American Express'] },
  usBankAccount: { routeId: 'e2e-route', plaid: null },
  graphQL: { url: 'https://payments.sandbox.braintree-api.com/graphql', features: ['tokenize_credit_cards'] },
};
const HOSTED_FRAME_HTML = '<!doctype html><html lang="en"><head><title>Hosted field</title></head><body></body></html>';
const PAYMENT_FORM_UNAVAILABLE =
  'Entering a new payment method is not available right now. Please try again later or contact us for support.';
const ACH_NONCE = 'e2e-us-bank-account-nonce';

interface BraintreeTraffic {
  configRequests: string[];
  frames: string[];
  graphQl: string[];
  unexpected: string[];
}

/**
 * Answers the client-token call with the stub and Braintree's hosts as Braintree would (CORS included);
 * anything else outside the app is refused and recorded.
 */
async function stubBraintree(context: BrowserContext, options: { configStatus?: number } = {}): Promise<BraintreeTraffic> {
  const traffic: BraintreeTraffic = { configRequests: [], frames: [], graphQl: [], unexpected: [] };
  const cors = {
    'access-control-allow-origin': origin(),
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'content-type, authorization, braintree-version',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  const preflight = (request: Request) => request.method() === 'OPTIONS';
  await context.route(
    (url) => !url.href.startsWith(origin()),
    async (route) => {
      traffic.unexpected.push(route.request().url());
      await route.abort();
    },
  );
  await context.route(`${origin()}/services/braintree/client-token`, (route) =>
    route.fulfill({ json: { clientToken: STUB_CLIENT_TOKEN, mode: 'braintree' } }),
  );
  await context.route(/^https:\/\/api\.sandbox\.braintreegateway\.com\//, async (route) => {
    if (preflight(route.request())) return route.fulfill({ status: 204, headers: cors });
    traffic.configRequests.push(route.request().url());
    if (options.configStatus) return route.fulfill({ status: options.configStatus, headers: cors, json: { error: { message: 'Down' } } });
    return route.fulfill({ headers: cors, json: GATEWAY_CONFIGURATION });
  });
  await context.route(/^https:\/\/assets\.braintreegateway\.com\//, async (route) => {
    traffic.frames.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: HOSTED_FRAME_HTML });
  });
  await context.route(/^https:\/\/payments\.sandbox\.braintree-api\.com\/graphql/, async (route) => {
    if (preflight(route.request())) return route.fulfill({ status: 204, headers: cors });
    const body = route.request().postData() ?? '';
    traffic.graphQl.push(body);
    if (body.includes('tokenizeUsBankAccount')) {
      return route.fulfill({
        headers: cors,
        json: { data: { tokenizeUsBankAccount: { paymentMethod: { id: ACH_NONCE, details: { last4: '0000' } } } } },
      });
    }
    return route.fulfill({ headers: cors, json: { data: {} } });
  });
  // braintree-web's analytics events (and their preflight).
  await context.route(/^https:\/\/www\.paypal\.com\/xoplatform\/logger\/api\/logger/, (route) =>
    route.fulfill({ status: 204, headers: cors }),
  );
  return traffic;
}

/** The directives of a Content-Security-Policy header, each with its sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Signs a new vendor up on the Braintree-mode app and opens Update Payment Method. */
async function openPaymentDialog(page: Page) {
  await createVendorAccount(page, 'braintree', { firstName: 'Bria', lastName: 'Tree' }, origin());
  await page.goto(braintreeAppUrl('/account#payment'));
  await page.getByRole('heading', { level: 2, name: 'Payment & Invoices' }).waitFor();
  await page.getByRole('button', { name: 'View or Edit Payment Method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Payment Method' });
  await waitForDialogShown(dialog);
  return dialog;
}

describe('payments in Braintree mode', () => {
  it("serves exactly Braintree's hosts in the CSP in Braintree mode, and none in sandbox mode", async () => {
    const { page } = await openPage(browser());
    const braintree = await page.request.get(`${origin()}/v2/`);
    const directives = parseCsp(braintree.headers()['content-security-policy'] ?? '');
    expect(directives.get('connect-src')).toEqual(["'self'", ...BRAINTREE_CSP_SOURCES.sandbox.connectSrc]);
    expect(directives.get('frame-src')).toEqual(["'self'", ...BRAINTREE_CSP_SOURCES.sandbox.frameSrc]);
    // Scripts only from our origin (braintree-web is bundled), plus the index page's inline script by its hash.
    expect(directives.get('script-src')?.filter((source) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toEqual(["'self'"]);

    const sandbox = await page.request.get(appUrl());
    const sandboxCsp = sandbox.headers()['content-security-policy'] ?? '';
    expect(parseCsp(sandboxCsp).get('connect-src')).toEqual(["'self'"]);
    expect(sandboxCsp).not.toMatch(/braintree|paypal/);
  });

  it("renders Braintree's hosted fields for a credit card, created with the stubbed client token", async () => {
    const { context, page } = await openPage(browser());
    const traffic = await stubBraintree(context);
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('radio', { name: 'Credit Card' }).check();

    const form = dialog.getByRole('form', { name: 'Credit card' });
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Cardholder Name' }).waitFor();
    // braintree-web read its configuration with the token's fingerprint, then framed each field from Braintree's assets host.
    await expect.poll(() => traffic.configRequests.length).toBeGreaterThan(0);
    const configUrl = new URL(traffic.configRequests[0]!);
    expect(`${configUrl.origin}${configUrl.pathname}`).toBe(
      'https://api.sandbox.braintreegateway.com/merchants/e2e-merchant/client_api/v1/configuration',
    );
    expect(configUrl.searchParams.get('authorizationFingerprint')).toBe(FINGERPRINT);
    const frames = form.locator('iframe');
    await expect.poll(() => frames.count()).toBe(4);
    const sources = await frames.evaluateAll((elements) => elements.map((element) => (element as HTMLIFrameElement).src));
    for (const source of sources)
      expect(source).toMatch(/^https:\/\/assets\.braintreegateway\.com\/web\/3\.144\.0\/html\/hosted-fields-frame\.min\.html#/);
    const titles = await frames.evaluateAll((elements) => elements.map((element) => element.getAttribute('title')));
    expect(titles).toEqual([
      'Secure Card Number field',
      'Secure Expiration Date field',
      'Secure CVV field',
      'Secure Billing Zip Code field',
    ]);
    // Each field is labelled as in the sandbox form (the label's asterisk marks it required).
    for (const label of ['Card Number', 'Expiration Date', 'CVV', 'Billing Zip Code']) {
      await form.getByText(new RegExp(`^${label}\\s*\\*$`)).waitFor();
    }
    await expect.poll(() => traffic.frames.length).toBe(4);
    // Until Braintree's fields report ready, the form shows it is loading and cannot be saved.
    await form.getByRole('progressbar', { name: 'Loading payment form' }).waitFor();
    expect(await form.getByRole('button', { name: 'Save Card' }).isDisabled()).toBe(true);
    // The sandbox's test card help is not shown in Braintree mode.
    expect(await dialog.getByText(/Sandbox mode/).count()).toBe(0);
    await scanA11y(page);

    // At 390 px the fields stack and nothing overflows.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => fitsWidth(page)).toBe(true);
    expect(traffic.unexpected).toEqual([]);
  });

  it('shows the unavailable message when Braintree cannot be reached', async () => {
    const { context, page } = await openPage(browser());
    const traffic = await stubBraintree(context, { configStatus: 503 });
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('radio', { name: 'Credit Card' }).check();
    await dialog.getByText(PAYMENT_FORM_UNAVAILABLE).waitFor();
    expect(await dialog.getByRole('form', { name: 'Credit card' }).count()).toBe(0);
    await scanA11y(page);
    expect(traffic.unexpected).toEqual([]);
  });

  it("tokenizes a bank account with Braintree's US bank account component and saves only the nonce", async () => {
    const { context, page } = await openPage(browser());
    const traffic = await stubBraintree(context);
    // The gateway would ask Braintree to vault the nonce: this journey checks what the browser sends it.
    const saves: unknown[] = [];
    await context.route(`${origin()}/services/payment-method`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      saves.push(route.request().postDataJSON());
      return route.fulfill({ json: { paymentType: 'ACH', lastFour: '0000', cardType: null } });
    });
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('radio', { name: 'Bank Account' }).check();
    const form = dialog.getByRole('form', { name: 'Bank account' });
    await form.waitFor();
    expect(await dialog.getByText(/Sandbox mode/).count()).toBe(0);
    await form.getByRole('textbox', { name: 'Routing Number' }).fill('011000015');
    await form.getByRole('textbox', { name: 'Account Number' }).fill('1000000000');
    await form.getByRole('radio', { name: 'Savings' }).check();
    await form.getByRole('textbox', { name: 'First Name' }).fill('Bria');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Tree');
    await form.getByRole('textbox', { name: 'Street Address' }).fill('1 Main Street');
    await form.getByRole('textbox', { name: 'City' }).fill('Austin');
    await form.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Texas' }).click();
    await form.getByRole('textbox', { name: 'Zip Code' }).fill('78701');
    await form.getByRole('checkbox', { name: /^I authorize VendorProof/ }).check();
    await scanA11y(page);
    await form.getByRole('button', { name: 'Save Bank Account' }).click();

    await page.getByText("You've successfully added bank account *******0000").waitFor();
    expect(saves).toEqual([{ nonce: ACH_NONCE, paymentType: 'ACH' }]);
    // The details and the authorization (Braintree's ACH mandate) went to Braintree, not to our server.
    const tokenization = JSON.parse(traffic.graphQl.find((body) => body.includes('tokenizeUsBankAccount'))!) as {
      variables: { input: { usBankAccount: Record<string, unknown> } };
    };
    expect(tokenization.variables.input.usBankAccount).toMatchObject({
      routingNumber: '011000015',
      accountNumber: '1000000000',
      accountType: 'SAVINGS',
      achMandate: expect.stringMatching(/^I authorize VendorProof to verify this bank account/),
      individualOwner: { firstName: 'Bria', lastName: 'Tree' },
    });
    expect(traffic.unexpected).toEqual([]);
  });
});
