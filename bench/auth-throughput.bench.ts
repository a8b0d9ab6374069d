/**
 * Throughput and latency of the two hottest platform calls, over real HTTP on loopback:
 *   1. GET /services/account/users/current with a session (every page load and start-up)
 *   2. the same call with an API token instead (issue 35: token lookup, rate count and an audit entry per request)
 *   3. POST /services/auth/login (deliberately slow: scrypt)
 * Runs the real server as its own process (production mode, warn-level logging) on a fresh database of
 * the embedded server or of DATABASE_URL's server; autocannon runs in this process. Prints req/s and p50/p95/p99 latency. Target (2 cores): ≥ 3,000 req/s
 * for the current-user call with p99 < 20 ms.
 *
 *   npx tsx bench/auth-throughput.bench.ts [--seconds 10] [--connections 20]
 */
import autocannon from 'autocannon';
import { buildUser, buildVendor } from '../apps/server/src/db/seed/factories';
import { TestClient } from '../apps/server/src/testing/http-client';
import { withServerProcess } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const seconds = option('seconds', 10);
const connections = option('connections', 20);

await withServerProcess(
  { LOGIN_MAX_FAILURES: '100', LOGIN_MAX_PER_IP_PER_MINUTE: '10000', API_TOKEN_MAX_PER_MINUTE: '100000' },
  async (app) => {
    const vendor = await buildVendor(app.db);
    const user = await buildUser(app.db, { username: 'bench-user', vendorId: vendor.id });
    const client = new TestClient(app.baseUrl);
    await client.login(user.username);
    const cookie = `SESSION=${client.cookie('SESSION')}; XSRF-TOKEN=${client.cookie('XSRF-TOKEN')}`;

    // Warm-up so JIT and the connection pool are settled before measuring.
    await run({ url: `${app.baseUrl}/services/account/users/current`, headers: { cookie }, duration: 2 });
    const current = await run({ url: `${app.baseUrl}/services/account/users/current`, headers: { cookie }, duration: seconds });
    report('GET /services/account/users/current (with session)', current);

    const token = (await client.post<{ token: string }>('/services/api-tokens', { name: 'bench' })).body.token;
    const bearer = { authorization: `Bearer ${token}` };
    await run({ url: `${app.baseUrl}/services/account/users/current`, headers: bearer, duration: 2 });
    const withToken = await run({ url: `${app.baseUrl}/services/account/users/current`, headers: bearer, duration: seconds });
    report('GET /services/account/users/current (with an API token)', withToken);

    const login = await run({
      url: `${app.baseUrl}/services/auth/login`,
      method: 'POST',
      headers: {
        cookie: `XSRF-TOKEN=${client.cookie('XSRF-TOKEN')}`,
        'x-xsrf-token': client.cookie('XSRF-TOKEN')!,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ username: user.username, password: 'DemoPass!2026' }),
      duration: seconds,
    });
    report('POST /services/auth/login (scrypt N=2^15)', login);
  },
);

interface Measured {
  result: autocannon.Result;
  /** Every response time in ms, for exact percentiles (autocannon's summary has no p95). */
  latencies: number[];
}

function run(options: autocannon.Options): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ connections, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function report(label: string, { result, latencies }: Measured): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  const ms = (p: number) => percentile(sorted, p).toFixed(2);
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, latency p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms ` +
      `(${result.requests.total} requests, ${errors} errors or non-2xx, ${connections} connections, ${result.duration}s)`,
  );
}
