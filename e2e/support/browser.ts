import fs from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const DEMO_PASSWORD = 'DemoPass!2026';

/** The running app's origin, provided by the global setup. */
export function baseUrl(): string {
  return inject('baseUrl').replace(/\/$/, '');
}

/** Absolute address of a hash route: appUrl('/dashboard') → http://host/v2/#/dashboard. */
export function appUrl(hashPath = ''): string {
  return `${baseUrl()}/v2/${hashPath ? `#${hashPath}` : ''}`;
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The worker's Chromium, shared by every spec file the worker runs (the journeys run in one worker): a
 * launch and close per file cost about a second each. Kept on globalThis so that it is one browser even
 * if a file loads this module anew; launched again if it went away. Playwright ends it with the worker.
 */
const SHARED_BROWSER = Symbol.for('vendorproof.e2e.browser');
type WithSharedBrowser = typeof globalThis & { [SHARED_BROWSER]?: Promise<Browser> };

async function sharedBrowser(): Promise<Browser> {
  const holder = globalThis as WithSharedBrowser;
  const running = await holder[SHARED_BROWSER]?.catch(() => undefined);
  if (running?.isConnected()) return running;
  holder[SHARED_BROWSER] = launchBrowser();
  return holder[SHARED_BROWSER];
}

/**
 * The Chromium of a spec file's tests: the worker's shared browser (see sharedBrowser), with every
 * context the file left open closed after its tests, so no page of one file lives on into the next.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('The browser is not running');
    return browser;
  };
}

/** A phone held upright (issue 20): 390 × 844. */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The page fits the window's width: nothing makes the whole document scroll sideways (wide tables scroll in their own box). */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/**
 * A page in a fresh context (own cookies and storage) for one test, closed when the test ends. The
 * test fails if the page throws an uncaught error.
 */
export async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  onTestFinished(async () => {
    await context.close();
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  });
  return { context, page };
}

/** The location hash's path, e.g. '/dashboard'. */
export function currentHashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/** Waits until the hash route is the given path (or one of them). */
export async function waitForHashPath(page: Page, path: string | readonly string[]): Promise<void> {
  const paths = typeof path === 'string' ? [path] : path;
  await page.waitForURL((url) => paths.includes(url.hash.replace(/^#/, '').split('?')[0] ?? ''));
}

/** Waits until no CSS transition runs: axe would otherwise read a colour in the middle of a fade. */
export async function transitionsDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running').length,
      ),
    )
    .toBe(0);
}

const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The axe-core that @axe-core/playwright runs (the same version and rules), read once per worker. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe's results for the page. A page without frames runs axe.run in the page, injecting axe once per
 * document (a hash route keeps it): AxeBuilder's default path injects it twice and finishes in a new
 * blank page, three times slower over the journeys' 300 scans, with the same rules and results. A page
 * with frames keeps AxeBuilder's path, which also checks cross-origin frames.
 */
async function axeResults(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    await page.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    A11Y_TAGS,
  );
}

/**
 * Runs axe on the current page, once its transitions have settled, and fails on any violation (all
 * impacts), listing each rule and its targets so the failure says what to fix.
 */
export async function scanA11y(page: Page): Promise<void> {
  await transitionsDone(page);
  const results = await axeResults(page);
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Opens the vendor login and signs in through its form (the page then goes to the role's home). */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(appUrl('/vendor/login'));
  await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in through the login form and waits for the given home path, with its heading shown. */
export async function loginWithFormAndWaitForHome(page: Page, username: string, homePath: string | readonly string[]): Promise<void> {
  await login(page, username);
  await waitForHashPath(page, homePath);
  await waitForSignedInCard(page);
}

/** The CSRF token the app's writes send back in X-XSRF-TOKEN, asked in the page's session. */
export async function csrfToken(page: Page, origin = baseUrl()): Promise<string> {
  return ((await (await page.request.get(`${origin}/services/auth/csrf`)).json()) as { token: string }).token;
}

/**
 * Signs the page's context in with the login call the form makes (a session of its own, with the
 * demo password unless told), then opens the app, which sends a signed-in user to the role's home, and
 * waits for the given home path with its heading shown. A journey that is not about the login form saves
 * the login page's own load (a full start of the app) this way; the form's journeys use
 * loginWithFormAndWaitForHome.
 */
export async function loginAndWaitForHome(
  page: Page,
  username: string,
  homePath: string | readonly string[],
  password = DEMO_PASSWORD,
): Promise<void> {
  const response = await page.request.post(`${baseUrl()}/services/auth/login`, {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
    data: { username, password },
  });
  expect(((await response.json()) as { status: string }).status, `signing in ${username}`).toBe('authenticated');
  // A page already showing the app would only change its hash (no new start, still signed out in its
  // state), so the app is opened afresh.
  if (page.url().startsWith(baseUrl())) await page.goto('about:blank');
  await page.goto(appUrl('/'));
  await waitForHashPath(page, homePath);
  await waitForSignedInCard(page);
}

/** Signs in as an admin (the demo admin unless told) and waits for the hub, where admins land (issue 33). */
export async function loginAsAdmin(page: Page, username = 'demo-admin'): Promise<void> {
  await loginAndWaitForHome(page, username, '/admin');
}

/**
 * Waits for the signed-in user card of the home and section pages: the route's page has rendered (its
 * lazy chunk loaded), not just the address changed.
 */
export async function waitForSignedInCard(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: /^Signed in as / })
    .waitFor();
}

/** The labels of the main navigation bar's items, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
}

/** Waits until a dialog's opening transition has finished (axe would see half-faded colours). */
export async function waitForDialogShown(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).opacity !== '1') return false;
        return true;
      }),
    )
    .toBe(true);
}
