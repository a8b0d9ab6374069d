import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../../src/jobs';
import { buildCardOnFile, buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { eventually } from '../../src/testing/eventually';
import { TestClient, type TestResponse } from '../../src/testing/http-client';
import { startS3Server, type RunningS3Server } from '../../src/testing/s3-server';
import { employeeBody } from '../employees/employee-fixtures';
import { useProcessDatabase } from './process-fixtures';
import { startRoundRobinProxy } from './round-robin-proxy';

const BUCKET = 'vendorproof-scale-out';
const HEADER = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip';

/**
 * Scale-out on one PostgreSQL and one S3-compatible bucket: two API nodes (RUN_WORKER=false) and two
 * `npm run worker` processes, sharing DATABASE_URL, DATA_KEY and the bucket (FILE_STORAGE=s3), each with a
 * DATA_DIR of its own (no shared folder), behind a round-robin proxy without sticky sessions
 * (docs/operations.md "Scale-out").
 */
describe('two API nodes and two workers behind a round-robin proxy', () => {
  const data = useProcessDatabase();
  const processes: AppProcess[] = [];
  /** Each process's own DATA_DIR, by pid. */
  const dataDirs = new Map<number, string>();
  let nodes: AppProcess[];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let s3: RunningS3Server;
  const start = async (kind: 'serve' | 'worker', extra: Record<string, string> = {}) => {
    const dataDir = fs.mkdtempSync(path.join(data.dataDir, `${kind}-`));
    const child = await startAppProcess(kind, {
      DATABASE_URL: data.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      ...s3.env(BUCKET),
      ...extra,
    });
    dataDirs.set(child.pid, dataDir);
    processes.push(child);
    return child;
  };
  const apiNode = () => start('serve', { RUN_WORKER: 'false' });

  beforeAll(async () => {
    s3 = await startS3Server([BUCKET]);
    // One process first: it migrates and creates the queues; the others then start side by side.
    nodes = [await apiNode()];
    const [second] = await Promise.all([apiNode(), start('worker'), start('worker')]);
    nodes.push(second!);
    proxy = await startRoundRobinProxy(nodes.map((node) => node.baseUrl!));
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(processes.map((child) => child.kill9()));
    await s3?.close();
  });

  async function vendorUser(options: { monitoring?: boolean } = {}) {
    const vendor = await buildVendor(data.db);
    if (options.monitoring !== false) await buildSubscription(data.db, { vendorId: vendor.id });
    const user = await buildUser(data.db, { vendorId: vendor.id, email: `scale-${vendor.id}@example.test` });
    return { vendor, user };
  }

  /** A browser-like client through the proxy that tries a request again while the answer is 502 (a node is down). */
  async function signedIn(username: string) {
    const http = new TestClient(proxy.url);
    await retried(() => http.post('/services/auth/login', { username, password: 'DemoPass!2026' }));
    return http;
  }
  async function retried<T>(send: () => Promise<TestResponse<T>>, retryOn: number[] = [502]): Promise<TestResponse<T>> {
    for (let attempt = 1; ; attempt++) {
      const response = await send();
      if (!retryOn.includes(response.status) || attempt === 20) return response;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const servedBy = (response: TestResponse) => Number(response.headers.get('x-upstream'));
  const roster = (first: number, rows: number) =>
    [HEADER, ...Array.from({ length: rows }, (_, i) => `${first + i},Ann${i},Lee,01/02/1980,1 Main St,,Springfield,IL,62701`)].join('\n');

  it('keeps a session and its CSRF token across both nodes, requests alternating', async () => {
    const { user } = await vendorUser();
    const http = await signedIn(user.username);
    const reads = [];
    for (let i = 0; i < 4; i++) reads.push(await http.get('/services/account/users/current'));
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(reads.every((r) => r.body.username === user.username)).toBe(true);
    expect(new Set(reads.map(servedBy))).toEqual(new Set([0, 1]));

    // Writes need the CSRF cookie echoed in the header: the token one node set is good on the other.
    const writes = [];
    for (let i = 0; i < 2; i++) {
      writes.push(
        await http.post('/services/employees', employeeBody({ lastName: `Node${i}`, ssn: String(610_000_000 + user.id * 10 + i) })),
      );
    }
    expect(writes.map((w) => w.status)).toEqual([201, 201]);
    expect(new Set(writes.map(servedBy))).toEqual(new Set([0, 1]));
    const refused = await http.post('/services/employees', {}, { csrf: false });
    expect(refused.status).toBe(403);
  });

  it('runs each queued upload once across the two workers: rows once, one e-mail each', async () => {
    const uploads = [];
    for (let v = 0; v < 3; v++) {
      const { vendor, user } = await vendorUser();
      const http = await signedIn(user.username);
      const file = await http.upload(
        '/services/files',
        [{ filename: 'roster.csv', content: roster(620_000_000 + vendor.id * 1000, 200), type: 'text/csv' }],
        {
          headers: { 'directory-name': 'employeeUpload' },
        },
      );
      expect(file.status).toBe(201);
      // Stored by one node, read by the other: the bucket is shared, no folder is.
      const submitted = await http.post('/services/employees/uploads', { fileId: file.body.id, validOnly: false });
      expect(submitted.status).toBe(202);
      expect(servedBy(submitted)).not.toBe(servedBy(file));
      uploads.push({ vendor, user, uploadId: submitted.body.uploadId as number });
    }
    for (const { vendor, user, uploadId } of uploads) {
      const mails = await eventually(async () => {
        const rows = await data.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', user.email).execute();
        return rows.length ? rows : undefined;
      }, 30_000);
      expect(mails.map((m) => m.text_body)).toEqual([expect.stringContaining('200 employees added to your roster')]);
      expect(
        await data.db
          .selectFrom('employee_uploads')
          .select(['status', 'attempts', 'rows_saved'])
          .where('id', '=', uploadId)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        status: 'COMPLETE',
        attempts: 1,
        rows_saved: 200,
      });
      const stored = await sql<{ n: number }>`SELECT count(*)::int AS n FROM employees WHERE vendor_id = ${vendor.id}`.execute(data.db);
      expect(stored.rows[0]!.n).toBe(200);
    }
    for (const dataDir of dataDirs.values()) expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
    const runs = await sql<{ state: string; retry_count: number }>`
      SELECT state, retry_count FROM pgboss.job WHERE name = 'employees.process-upload'`.execute(data.db);
    expect(runs.rows).toEqual(uploads.map(() => ({ state: 'completed', retry_count: 0 })));
  });

  it('keeps one schedule per recurring job however many processes start (pg-boss sends each tick once)', async () => {
    const schedules = await sql<{
      name: string;
      n: number;
    }>`SELECT name, count(*)::int AS n FROM pgboss.schedule GROUP BY name ORDER BY name`.execute(data.db);
    const scheduled = allJobs.filter((job) => job.schedule).map((job) => job.name);
    expect(schedules.rows.map((row) => row.name)).toEqual(scheduled.sort());
    expect(schedules.rows.every((row) => row.n === 1)).toBe(true);
  });

  it('loses nothing when a node dies in the middle of an upload: the retry on the other node stores the file once', async () => {
    const { vendor, user } = await vendorUser();
    const http = await signedIn(user.username);
    const csv = roster(630_000_000 + vendor.id * 1000, 300);
    const boundary = 'resilience-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    controller.enqueue(new TextEncoder().encode(head + csv.slice(0, csv.length / 2)));
    const nodeTemps = nodes.map((node) => path.join(dataDirs.get(node.pid)!, 'tmp'));
    const before = new Set(nodeTemps.flatMap((tmp) => fs.readdirSync(tmp)));
    const cutOff = http
      .request('POST', '/services/files', body, {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'directory-name': 'employeeUpload' },
      })
      .then((response) => response.status)
      .catch(() => 'connection lost');
    // Mid-request: the serving node is writing the file's first half to its own temporary file.
    const victim = await eventually(async () => {
      const partial = nodeTemps.some((tmp) =>
        fs.readdirSync(tmp).some((name) => !before.has(name) && fs.statSync(path.join(tmp, name)).size > 0),
      );
      const entry = proxy.served.findLast((request) => request.url === '/services/files');
      return partial && entry ? entry.upstream : undefined;
    });
    await nodes[victim]!.kill9();
    controller.error(new Error('the client gives up'));
    expect([502, 'connection lost']).toContain(await cutOff);

    const retry = await retried(() =>
      http.upload('/services/files', [{ filename: 'roster.csv', content: csv, type: 'text/csv' }], {
        headers: { 'directory-name': 'employeeUpload' },
      }),
    );
    expect(retry.status).toBe(201);
    expect(servedBy(retry)).toBe(1 - victim);
    const files = await data.db.selectFrom('files').select('id').where('vendor_id', '=', vendor.id).execute();
    expect(files).toEqual([{ id: retry.body.id }]);
    const submitted = await retried(() => http.post('/services/employees/uploads', { fileId: retry.body.id, validOnly: false }));
    expect(submitted.status).toBe(202);
    await eventually(async () => {
      const row = await data.db
        .selectFrom('employee_uploads')
        .select('status')
        .where('id', '=', submitted.body.uploadId)
        .executeTakeFirstOrThrow();
      return row.status === 'COMPLETE' ? true : undefined;
    }, 30_000);
    const stored = await sql<{ n: number }>`SELECT count(*)::int AS n FROM employees WHERE vendor_id = ${vendor.id}`.execute(data.db);
    expect(stored.rows[0]!.n).toBe(300);

    // The node comes back (a new process on a new port) and takes its turn again.
    const replacement = await apiNode();
    nodes[victim] = replacement;
    proxy.upstreams[victim] = replacement.baseUrl!;
  }, 90_000);

  it('charges once when a node dies in the middle of a payment: the retry with the same key on the other node completes it', async () => {
    const { vendor, user } = await vendorUser({ monitoring: false });
    await buildCardOnFile(data.db, { vendorId: vendor.id, lastFour: '1881' });
    const http = await signedIn(user.username);
    const prices = await retried(() => http.get('/services/subscriptions/types'));
    const price = (prices.body as Array<{ subscriptionType: string; price: number }>).find(
      (p) => p.subscriptionType === 'VP_ENGAGE_CVC',
    )!.price;
    const pay = () =>
      http.post('/services/subscriptions', { subscriptionType: 'VP_ENGAGE_CVC', amount: price, idempotencyKey: `pay-${vendor.id}-once` });

    // The gateway (the sandbox's table) is held, so the node waits on it with its payment claimed.
    const gateway = new pg.Client({ connectionString: data.url });
    await gateway.connect();
    await gateway.query('BEGIN');
    await gateway.query('LOCK TABLE sandbox_transactions IN ACCESS EXCLUSIVE MODE');
    const cutOff = pay().then((response) => response.status);
    await eventually(async () => {
      const claim = await data.db.selectFrom('payments').select('status').where('vendor_id', '=', vendor.id).executeTakeFirst();
      return claim?.status === 'PENDING' ? true : undefined;
    });
    const victim = proxy.served.findLast((request) => request.url === '/services/subscriptions')!.upstream;
    await nodes[victim]!.kill9();
    expect(await cutOff).toBe(502);
    // The charge request had reached the gateway: it goes through although its node is gone.
    await gateway.query('COMMIT');
    await gateway.end();

    // 409 "already being processed" while the dead node's connection still holds the claim, then done.
    const retry = await retried(pay, [502, 409]);
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ subscriptionType: 'VP_ENGAGE_CVC', status: expect.any(String) });
    const payments = await data.db.selectFrom('payments').select(['status', 'transaction_id']).where('vendor_id', '=', vendor.id).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe('PAID');
    const charges = await data.db
      .selectFrom('sandbox_transactions')
      .select('transaction_id')
      .where('order_id', 'like', `${vendor.id}:CLIENT:%`)
      .execute();
    expect(charges).toEqual([{ transaction_id: payments[0]!.transaction_id }]);
    const subscriptions = await data.db.selectFrom('subscriptions').select('id').where('vendor_id', '=', vendor.id).execute();
    expect(subscriptions).toHaveLength(1);
  }, 90_000);
});
