/**
 * Single sign-on round trips (issue 35) against a real local OpenID Connect provider (oidc-provider on
 * 127.0.0.1), over real HTTP: the app's start (discovery cached after the first), the provider's sign-in,
 * and the app's callback (code exchange, ID token checks, userinfo, session). Sequential logins; prints
 * p50/p95 of each part and of the whole. Target: the app's own share (start + callback) p95 < 150 ms.
 *
 *   npx tsx bench/sso-login.bench.ts [--logins 50]
 */
import { buildUser } from '../apps/server/src/db/seed/factories';
import { TestClient } from '../apps/server/src/testing/http-client';
import { startOidcTestProvider } from '../apps/server/src/testing/oidc-test-provider';
import { ssoOrganization } from '../apps/server/src/testing/sso-organization';
import { freePort } from '../apps/server/src/platform/db/free-port';
import { percentile, withBenchApp } from './bench-support';

const index = process.argv.indexOf('--logins');
const logins = index >= 0 ? Number(process.argv[index + 1]) : 50;
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const provider = await startOidcTestProvider({ redirectUri: `${origin}/services/auth/sso/callback` });

await withBenchApp({ port, env: { PUBLIC_URL: origin } }, async (app) => {
  const client = await ssoOrganization(app, provider, { domains: ['bench-hospital.org'] });
  await buildUser(app.db, { role: 'Client User', clientId: client.id, email: 'bench@bench-hospital.org' });
  provider.addAccount('bench@bench-hospital.org');

  const parts = { start: [] as number[], provider: [] as number[], callback: [] as number[], whole: [] as number[] };
  for (let i = 0; i <= logins; i++) {
    const browser = new TestClient(app.baseUrl);
    const t0 = performance.now();
    const start = await browser.get('/services/auth/sso/start?email=bench@bench-hospital.org');
    const t1 = performance.now();
    const back = await provider.signIn(start.headers.get('location')!, 'bench@bench-hospital.org');
    const t2 = performance.now();
    const callback = await browser.get(`${back.pathname}${back.search}`);
    const t3 = performance.now();
    if (callback.headers.get('location') !== '/v2/#/client/dashboard')
      throw new Error(`login ${i} refused: ${callback.headers.get('location')}`);
    if (i === 0) {
      console.log(`first login (discovery and keys fetched): start ${(t1 - t0).toFixed(1)} ms, callback ${(t3 - t2).toFixed(1)} ms`);
      continue;
    }
    parts.start.push(t1 - t0);
    parts.provider.push(t2 - t1);
    parts.callback.push(t3 - t2);
    parts.whole.push(t3 - t0);
  }
  const appShare = parts.start.map((ms, i) => ms + parts.callback[i]!);
  console.log(`${logins} sequential single sign-ons after the first:`);
  for (const [name, values] of Object.entries({ ...parts, 'app share (start + callback)': appShare })) {
    console.log(`  ${name.padEnd(30)} p50 ${percentile(values, 50).toFixed(1)} ms   p95 ${percentile(values, 95).toFixed(1)} ms`);
  }
});
await provider.close();
