import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, appUrl, loginAndWaitForHome, openPage, scanA11y, useBrowser, waitForSignedInCard } from './support/browser';

const browser = useBrowser();

/**
 * Collects, from the page's first script on, the Content-Security-Policy violations it raises (a caught
 * `new Function` counts: the browser still reports it) and its console errors (a failed request too).
 */
async function watchPage(page: Page): Promise<{ consoleErrors: string[]; cspViolations(): Promise<string[]> }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  await page.addInitScript({
    content: `window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber));`,
  });
  return { consoleErrors, cspViolations: () => page.evaluate<string[]>('window.__cspViolations') };
}

/** Holds every answer of the matching calls until `release` is called, so a first-load state stays on screen. */
async function holdResponses(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The scripts the page asked for ahead with `<link rel="modulepreload">`. */
const modulePreloads = (page: Page): Promise<string[]> =>
  page.$$eval('link[rel="modulepreload"]', (links) => links.map((link) => (link as HTMLLinkElement).href));

describe('web quality of the first load (issue 20)', () => {
  it('opens the login page anonymously without a console error or a Content-Security-Policy violation', async () => {
    const { page } = await openPage(browser());
    const watched = await watchPage(page);
    await page.goto(appUrl('/vendor/login'));
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    // Without a session, no signed-in page's code is fetched ahead.
    expect((await modulePreloads(page)).filter((href) => /signed-in-menus/.test(href))).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
    await scanA11y(page);
  });

  it('shows one skeleton of the dashboard until its first data is in, then the cards and banners at once', async () => {
    const { page } = await openPage(browser());
    const watched = await watchPage(page);
    const release = await holdResponses(page, /\/services\/usernotifications$/);
    await page.goto(appUrl('/vendor/login'));
    await page.getByLabel(/^Username/).fill('demo-vendor');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    const customersAnswered = page.waitForResponse((response) => response.url().endsWith('/services/customers'));
    await page.getByRole('button', { name: 'Log In' }).click();
    const skeleton = page.getByRole('progressbar', { name: 'Loading Home' });
    await skeleton.waitFor();
    await customersAnswered;
    // The customers are in but the notifications are held: no card is drawn yet that a banner could push down.
    expect(await page.getByRole('heading', { level: 2, name: 'Customers' }).count()).toBe(0);
    expect(await skeleton.count()).toBe(1);
    await scanA11y(page);
    release();
    await waitForSignedInCard(page);
    await page.getByRole('heading', { level: 2, name: 'Customers' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'To-Dos' }).waitFor();
    expect(await skeleton.count()).toBe(0);
    expect(await watched.cspViolations()).toEqual([]);
    await scanA11y(page);
  });

  it('holds a page of placeholder rows in the employee list until its first page arrives', async () => {
    const { page } = await openPage(browser());
    const watched = await watchPage(page);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const release = await holdResponses(page, /\/services\/employees\?/);
    await page.goto(appUrl('/employees'));
    const table = page.getByRole('table', { name: 'Employees' });
    await table.locator('tbody[aria-busy="true"]').waitFor();
    // The default page size: the pagination below sits where a full page of rows puts it.
    expect(await table.locator('tbody tr').count()).toBe(25);
    await scanA11y(page);
    release();
    await table.locator('tbody[aria-busy="false"]').waitFor();
    await table
      .getByRole('button', { name: /^Terminate / })
      .first()
      .waitFor();
    expect(await watched.cspViolations()).toEqual([]);
    await scanA11y(page);
  });

  it("draws a signed-in page's content and first rows in the same paint as the app's top bar, without a loading step first", async () => {
    const { page } = await openPage(browser());
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    // Each batch of DOM changes the browser reports: is the app's top bar there, is the page's heading there?
    await page.addInitScript({
      content: `window.__batches = [];
        new MutationObserver(() => window.__batches.push({
          topBar: document.querySelector('header') !== null,
          heading: document.querySelector('main h1') !== null,
          rows: document.querySelector('main tbody[aria-busy="false"] tr') !== null,
          pageLoading: document.querySelector('[aria-label="Loading page"]') !== null,
        })).observe(document, { childList: true, subtree: true });`,
    });
    await page.goto('about:blank');
    await page.goto(appUrl('/employees'));
    await page.getByRole('heading', { level: 1, name: 'My Employees' }).waitFor();
    const batches =
      await page.evaluate<Array<{ topBar: boolean; heading: boolean; rows: boolean; pageLoading: boolean }>>('window.__batches');
    // The page's code is fetched with the start-up and handed to React ready, so its Suspense boundary never
    // commits a fallback that React would then hold the page behind (decision 230); its first page of
    // employees was asked for ahead and waited for, so the rows come in the same paint (decision 233).
    expect(batches.find((batch) => batch.topBar)).toEqual({ topBar: true, heading: true, rows: true, pageLoading: false });
    expect(batches.some((batch) => batch.pageLoading)).toBe(false);
    // index.html's start-up script asked for the page's code and the signed-in menus' (decision 232).
    const preloaded = await modulePreloads(page);
    expect(preloaded.some((href) => /\/employees-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/signed-in-menus-[\w-]+\.js$/.test(href))).toBe(true);
    await scanA11y(page);
  });

  it("asks for the flags and the current user once each on a signed-in reload, while the page is parsed, before the app's code runs", async () => {
    const { page } = await openPage(browser());
    const watched = await watchPage(page);
    await loginAndWaitForHome(page, 'demo-vendor', '/dashboard');
    const startUpCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/services\/(feature-flags|account\/users\/current)$/.test(request.url())) startUpCalls.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await waitForSignedInCard(page);
    await page.getByRole('heading', { level: 2, name: 'Customers' }).waitFor();
    expect(startUpCalls.sort()).toEqual(['/services/account/users/current', '/services/feature-flags']);
    // index.html's own script sent them while the page was still being parsed: the app's code (a module
    // script) runs only once parsing is done, at domInteractive (decision 228).
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const flags = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/services/feature-flags'));
      return { parsed: navigation.domInteractive, flagsAsked: flags?.startTime ?? NaN };
    });
    expect(timing.flagsAsked).toBeLessThan(timing.parsed);
    expect(await watched.cspViolations()).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
    await scanA11y(page);
  });
});
