/**
 * First load of the login page in Debian's Chromium (issue 20), measured with the browser's own
 * performance API over a throttled connection: JavaScript transferred (compressed bytes on the wire),
 * first contentful paint, largest contentful paint, cumulative layout shift and the time until the
 * login form can be used. Two profiles like Lighthouse's: desktop (40 ms RTT, 10 Mbit/s) and mobile
 * (150 ms RTT, 1.6 Mbit/s down, CPU slowed 4x). The app is the real server serving the real web build
 * (`npm run build:web` first). Each figure is the median of RUNS cold loads (fresh context, empty cache).
 *
 *   npx tsx bench/first-load.bench.ts
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { percentile, withBenchApp } from './bench-support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Profile {
  name: string;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
}

const PROFILES: Profile[] = [
  {
    name: 'desktop',
    latencyMs: 40,
    downloadBytesPerSecond: (10 * 1024 * 1024) / 8,
    uploadBytesPerSecond: (10 * 1024 * 1024) / 8,
    cpuSlowdown: 1,
  },
  {
    name: 'mobile',
    latencyMs: 150,
    downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
    uploadBytesPerSecond: (750 * 1024) / 8,
    cpuSlowdown: 4,
  },
];

interface LoadFigures {
  scriptKb: number;
  totalKb: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  formReadyMs: number;
}

async function loadOnce(browser: Browser, url: string, profile: Profile): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: profile.name === 'mobile' ? { width: 390, height: 844 } : { width: 1350, height: 940 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBytesPerSecond,
    uploadThroughput: profile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  const types = new Map<string, string>();
  let scriptBytes = 0;
  let totalBytes = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    totalBytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
  });
  // Plain browser code (this file is typed for Node): LCP and the layout shifts not caused by input.
  await page.addInitScript({
    content: `window.__lcp = 0; window.__cls = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
        .observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; })
        .observe({ type: 'layout-shift', buffered: true });`,
  });
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  const formReadyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const metrics = await page.evaluate<{ fcp: number; lcp: number; cls: number }>(
    `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, lcp: window.__lcp, cls: window.__cls })`,
  );
  await context.close();
  return {
    scriptKb: scriptBytes / 1024,
    totalKb: totalBytes / 1024,
    fcpMs: metrics.fcp,
    lcpMs: metrics.lcp,
    cls: metrics.cls,
    formReadyMs,
  };
}

// FIRST_LOAD_WEB_DIST measures another build of the web app (e.g. one made with `vite build --outDir`) on this server.
await withBenchApp({ webDist: process.env.FIRST_LOAD_WEB_DIST || undefined }, async (app) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const url = `${app.baseUrl}/v2/#/vendor/login`;
    await loadOnce(browser, url, PROFILES[0]!); // warm the server (first compile of routes, pools)
    for (const profile of PROFILES) {
      const runs: LoadFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, url, profile));
      const median = (pick: (figures: LoadFigures) => number) => percentile(runs.map(pick), 50);
      console.log(
        `login page, ${profile.name} (${profile.latencyMs} ms RTT, ${((profile.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s, CPU ÷${profile.cpuSlowdown}), median of ${RUNS}: ` +
          `JavaScript ${median((f) => f.scriptKb).toFixed(1)} KB transferred (all ${median((f) => f.totalKb).toFixed(1)} KB), ` +
          `FCP ${median((f) => f.fcpMs).toFixed(0)} ms, LCP ${median((f) => f.lcpMs).toFixed(0)} ms, CLS ${median((f) => f.cls).toFixed(3)}, ` +
          `form usable after ${median((f) => f.formReadyMs).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
});
