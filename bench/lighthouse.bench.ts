/**
 * Lighthouse 12 on three pages of the web app (issue 20): the login page, and signed in as demo-vendor
 * the vendor dashboard and the employee list. Each page is audited with Lighthouse's desktop preset and
 * its default mobile preset (both with simulated throttling), and the figures printed are the median of
 * RUNS runs: performance, accessibility and best-practices scores, FCP, LCP, TBT, CLS and the
 * JavaScript transferred. The app is the real server serving the real web build (`npm run build:web`
 * first) on an embedded database with the demo data of `npm start`.
 *
 * Lighthouse drives Debian's Chromium (the journeys' flags) over its remote-debugging port. For the
 * signed-in pages, Playwright signs in through the login form in the browser's default context (the
 * one Lighthouse opens its tab in), empties the HTTP cache (a cold load, like the login page's) and
 * lets go of the browser; Lighthouse then runs with `disableStorageReset` so the session cookie stays.
 *
 *   npx tsx bench/lighthouse.bench.ts            # BENCH_RUNS=3 by default
 *   LIGHTHOUSE_DETAILS=1 npx tsx bench/lighthouse.bench.ts   # also lists the audits that lose points
 *   LIGHTHOUSE_WEB_DIST=/tmp/other-dist npx tsx bench/lighthouse.bench.ts   # another build of the web app
 *   LIGHTHOUSE_PAGES=employees npx tsx bench/lighthouse.bench.ts   # only the pages whose hash path has one of these
 *   LIGHTHOUSE_PRESETS=mobile npx tsx bench/lighthouse.bench.ts    # only these presets (desktop, mobile)
 *
 * With LIGHTHOUSE_DETAILS the JSON report and the trace of each page's last run are written to bench/out/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { sql } from 'kysely';
import { chromium } from 'playwright-core';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { applyDemoAlertDecisions } from '../apps/server/src/db/seed/demo-alert-decisions';
import { importShippedLists } from '../apps/server/src/modules/screening/lists/demo-lists';
import type { TestApp } from '../apps/server/src/testing/test-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { percentile, withBenchApp } from './bench-support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DETAILS = Boolean(process.env.LIGHTHOUSE_DETAILS);
const OUT_DIR = path.join(import.meta.dirname, 'out');
const DEMO_PASSWORD = 'DemoPass!2026';

interface PageUnderTest {
  name: string;
  hashPath: string;
  /** Signed in as this demo user first, or anonymous. */
  user?: string;
}

const PAGES: PageUnderTest[] = [
  { name: 'login page', hashPath: '/vendor/login' },
  { name: 'vendor dashboard', hashPath: '/dashboard', user: 'demo-vendor' },
  { name: 'employee list', hashPath: '/employees', user: 'demo-vendor' },
].filter((page) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').some((only) => page.hashPath.includes(only)));
let lastShifts: string[] = [];
let lastTrace: unknown;

const PRESETS: Array<{ name: string; config?: Config }> = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', config: undefined },
].filter((preset) => !process.env.LIGHTHOUSE_PRESETS || process.env.LIGHTHOUSE_PRESETS.split(',').includes(preset.name));

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  scripts: number;
}

/** Debian's Chromium with a fresh profile and a remote-debugging port (read from its stderr). */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-lighthouse-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${seen}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
  });
  child.removeAllListeners('exit');
  return {
    port,
    process: child,
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * Leaves the browser's default context signed in as `user` (or signed out) with an empty HTTP cache, then
 * disconnects Playwright so that only Lighthouse drives the browser.
 */
async function prepareBrowser(port: number, baseUrl: string, user: string | undefined): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    await context.clearCookies();
    const page = await context.newPage();
    if (user) {
      await page.goto(`${baseUrl}/v2/#/vendor/login`);
      await page.getByLabel(/^Username/).fill(user);
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => !url.hash.startsWith('#/vendor/login'));
      await page
        .getByRole('main')
        .getByRole('heading', { level: 2, name: /^Signed in as / })
        .waitFor();
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser, its default context and its cookies stay.
    await browser.close();
  }
}

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: lhr.categories.performance?.score ?? NaN,
    accessibility: lhr.categories.accessibility?.score ?? NaN,
    bestPractices: lhr.categories['best-practices']?.score ?? NaN,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
  };
}

/** The audits that cost points: failed accessibility and best-practice audits, performance metrics below 1 and opportunities. */
function lostPoints(lhr: Result): string[] {
  const lines: string[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative')
        continue;
      if (audit.score >= 1) continue;
      const saving = audit.details?.type === 'opportunity' ? ` (saves ~${Math.round(audit.numericValue ?? 0)} ms)` : '';
      const weight = ref.weight ? ` weight ${ref.weight}` : '';
      const items = (audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
      const where = items
        .slice(0, 4)
        .map((item) => {
          const node = item.node as { selector?: string } | undefined;
          return node?.selector ?? (typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : undefined);
        })
        .filter(Boolean)
        .join(', ');
      lines.push(
        `    ${categoryId} · ${ref.id}: score ${audit.score}${weight}${audit.displayValue ? `, ${audit.displayValue}` : ''}${saving}${where ? ` — ${where}` : ''}`,
      );
    }
  }
  return lines;
}

/** Waits (up to 3 minutes) until the worker has run the screening jobs the demo seed and list imports queued. */
async function waitForIdleJobs(app: TestApp): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ pending: string }>`
      select count(*) as pending from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`.execute(app.db);
    if (Number(rows[0]?.pending ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { score?: number; had_recent_input?: boolean; impacted_nodes?: Array<{ old_rect?: number[]; new_rect?: number[] }> } };
}

/**
 * The layout shifts of a run, from its trace: Lighthouse 12.2.3's own layout-shifts audit cannot read
 * Chromium 156's trace (decision 221). Each as its score and the moved boxes, [x, y, width, height] before → after.
 */
function layoutShifts(events: TraceEvent[]): string[] {
  const start = events.find((event) => event.name === 'navigationStart')?.ts ?? 0;
  return events
    .filter((event) => event.name === 'LayoutShift' && (event.args?.data?.score ?? 0) >= 0.001 && !event.args?.data?.had_recent_input)
    .map((event) => {
      const nodes = (event.args?.data?.impacted_nodes ?? []).map(
        (node) => `${JSON.stringify(node.old_rect)} → ${JSON.stringify(node.new_rect)}`,
      );
      return `    layout shift at ${fmt((event.ts - start) / 1000)} ms: ${fmt(event.args!.data!.score!, 4)} — ${nodes.join(', ')}`;
    });
}

// LIGHTHOUSE_WEB_DIST audits another build (e.g. one of main made with `vite build --outDir`) on this server.
await withBenchApp({ runWorker: true, webDist: process.env.LIGHTHOUSE_WEB_DIST || undefined }, async (app) => {
  await seedDemoData(app.runtime.deps);
  await importShippedLists(app.runtime.deps);
  await applyDemoAlertDecisions(app.runtime.deps.db);
  await waitForIdleJobs(app);
  const browser = await launchChromium();
  try {
    if (DETAILS) fs.mkdirSync(OUT_DIR, { recursive: true });
    const audit = async (page: PageUnderTest, preset: (typeof PRESETS)[number]) => {
      await prepareBrowser(browser.port, app.baseUrl, page.user);
      const flags: Flags = {
        port: browser.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(page.user),
      };
      let result = await lighthouse(`${app.baseUrl}/v2/#${page.hashPath}`, flags, preset.config);
      // On a loaded machine a run now and then loses its trace (NO_NAVSTART): tried once more.
      if (result?.lhr.runtimeError) {
        console.log(`    (${page.name}, ${preset.name}: ${result.lhr.runtimeError.code}, run again)`);
        await prepareBrowser(browser.port, app.baseUrl, page.user);
        result = await lighthouse(`${app.baseUrl}/v2/#${page.hashPath}`, flags, preset.config);
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.name}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.name}: ${result.lhr.runtimeError.message}`);
      if (DETAILS) {
        lastShifts = layoutShifts(result.artifacts.Trace.traceEvents);
        lastTrace = result.artifacts.Trace;
      }
      return result.lhr;
    };
    await audit(PAGES[0]!, PRESETS[0]!); // warm the server (first compile of routes, pools)
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const runs: Figures[] = [];
        let last: Result | undefined;
        for (let i = 0; i < RUNS; i++) {
          last = await audit(page, preset);
          runs.push(figuresOf(last));
        }
        const median = (pick: (figures: Figures) => number) => percentile(runs.map(pick), 50);
        console.log(
          `${page.name}, ${preset.name}, median of ${RUNS}: performance ${fmt(
            median((f) => f.performance),
            2,
          )}, ` +
            `accessibility ${fmt(
              median((f) => f.accessibility),
              2,
            )}, best-practices ${fmt(
              median((f) => f.bestPractices),
              2,
            )}; ` +
            `FCP ${fmt(median((f) => f.fcpMs))} ms, LCP ${fmt(median((f) => f.lcpMs))} ms, TBT ${fmt(median((f) => f.tbtMs))} ms, ` +
            `CLS ${fmt(
              median((f) => f.cls),
              3,
            )}; JavaScript ${fmt(
              median((f) => f.scriptKb),
              1,
            )} KB transferred ` +
            `(${median((f) => f.scripts)} scripts) [performance ${runs.map((f) => fmt(f.performance, 2)).join(' / ')}]`,
        );
        if (DETAILS && last) {
          for (const line of [...lostPoints(last), ...lastShifts]) console.log(line);
          const file = path.join(OUT_DIR, `lighthouse-${page.hashPath.replace(/\W+/g, '-').replace(/^-/, '')}-${preset.name}.json`);
          fs.writeFileSync(file, JSON.stringify(last, null, 1));
          // The run's trace too, to open in Chromium's performance panel (which long task is what).
          fs.writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(lastTrace));
        }
      }
    }
  } finally {
    await browser.close();
  }
});
