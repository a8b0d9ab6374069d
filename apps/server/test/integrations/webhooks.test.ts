import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhook, Webhook, WebhookDelivery } from '@app/shared/integrations/webhooks';
import { buildAlert, buildEnrollment } from '../../src/db/seed/factories';
import { deliverWebhook } from '../../src/modules/integrations/webhooks/deliver-webhook';
import { eventually } from '../../src/testing/eventually';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useTestApp } from '../support/harness';
import { startWebhookReceiver, type ReceivedDelivery } from './webhook-receiver';

/**
 * The receiver's side, written apart from the server's code: WebCrypto's HMAC-SHA256 over the raw body,
 * compared with the hex in X-VendorProof-Signature.
 */
async function signatureIsValid(secret: string, delivery: ReceivedDelivery): Promise<boolean> {
  const header = String(delivery.headers['x-vendorproof-signature'] ?? '');
  if (!header.startsWith('sha256=')) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signature = Uint8Array.from(header.slice(7).match(/../g) ?? [], (pair) => parseInt(pair, 16));
  return crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(delivery.rawBody));
}

describe('webhooks (issue 35)', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await receiver.close();
    await smtp.close();
  });
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  const dispatch = () => t.app.runtime.deps.jobs.runScheduledNow('webhook.dispatch');

  /** A vendor enrolled with a client (whose user has Users access), an admin, and an open alert on the vendor. */
  async function world(email?: string) {
    const vendor = await signedInVendor(t.app, { email: email ?? null });
    const client = await signedInClient(t.app, { permissions: ['UsersAccess'] });
    await buildEnrollment(t.app.db, { vendorId: vendor.vendor.id, clientId: client.clientId });
    const admin = await signedInAdmin(t.app);
    const alert = await buildAlert(t.app.db, { vendorId: vendor.vendor.id, subjectType: 'VENDOR', subjectId: vendor.vendor.id });
    const decide = (status: 'OPEN' | 'CONFIRMED' | 'CLEARED') => admin.http.put(`/services/admin/screening/alerts/${alert.id}`, { status });
    return { vendor, client, admin, alert, decide };
  }

  async function subscribe(
    http: { post: (path: string, body: unknown) => Promise<{ status: number; body: unknown }> },
    path: string,
    events: string[],
  ) {
    const response = await http.post('/services/webhooks', { url: receiver.url(path), events });
    expect(response.status).toBe(201);
    return response.body as CreatedWebhook;
  }

  const deliveriesOf = async (http: { get: (path: string) => Promise<{ body: unknown }> }, webhookId: number) =>
    (await http.get(`/services/webhooks/${webhookId}/deliveries`)).body as WebhookDelivery[];

  it('delivers signed alert and compliance events to the vendor and its enrolled client, checked by an independent HMAC', async () => {
    const w = await world();
    const vendorHook = await subscribe(w.vendor.http, '/vendor-1', ['alert.confirmed', 'alert.cleared']);
    const clientHook = await subscribe(w.client.http, '/client-1', ['alert.confirmed', 'vendor.compliance_changed']);
    expect(vendorHook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await w.vendor.http.get<Webhook[]>('/services/webhooks')).body).toEqual([
      expect.objectContaining({
        id: vendorHook.id,
        url: receiver.url('/vendor-1'),
        events: ['alert.confirmed', 'alert.cleared'],
        disabledAt: null,
      }),
    ]);
    expect(JSON.stringify((await w.vendor.http.get('/services/webhooks')).body)).not.toContain(vendorHook.secret);

    expect((await w.decide('CONFIRMED')).status).toBe(200);
    await dispatch();
    const [atVendor] = await eventually(async () => (receiver.at('/vendor-1').length ? receiver.at('/vendor-1') : undefined));
    const atClient = await eventually(async () => (receiver.at('/client-1').length === 2 ? receiver.at('/client-1') : undefined));

    expect(atVendor!.headers['x-vendorproof-event']).toBe('alert.confirmed');
    expect(atVendor!.headers['x-vendorproof-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(atVendor!.headers['x-vendorproof-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await signatureIsValid(vendorHook.secret, atVendor!)).toBe(true);
    expect(await signatureIsValid(clientHook.secret, atVendor!)).toBe(false);
    const body = JSON.parse(atVendor!.rawBody);
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
    expect(body).toMatchObject({
      type: 'alert.confirmed',
      data: { vendorId: w.vendor.vendor.id, alertId: w.alert.id, status: 'CONFIRMED', subjectType: 'VENDOR' },
    });

    const types = atClient.map((delivery) => delivery.headers['x-vendorproof-event']).sort();
    expect(types).toEqual(['alert.confirmed', 'vendor.compliance_changed']);
    for (const delivery of atClient) expect(await signatureIsValid(clientHook.secret, delivery)).toBe(true);
    const compliance = JSON.parse(atClient.find((d) => d.headers['x-vendorproof-event'] === 'vendor.compliance_changed')!.rawBody);
    expect(compliance.data).toMatchObject({
      vendorId: w.vendor.vendor.id,
      clientId: w.client.clientId,
      status: 'Not Compliant - Excluded',
    });
    expect(compliance.data.previousStatus).not.toBe('Not Compliant - Excluded');

    const deliveries = await eventually(async () => {
      const list = await deliveriesOf(w.vendor.http, vendorHook.id);
      return list[0]?.status === 'DELIVERED' ? list : undefined;
    });
    expect(deliveries).toEqual([
      expect.objectContaining({ eventType: 'alert.confirmed', status: 'DELIVERED', attempts: 1, responseCode: 200, nextAttemptAt: null }),
    ]);
  });

  it('sends nothing for events a webhook did not subscribe to, nor to vendors not enrolled with the client', async () => {
    const w = await world();
    const other = await world();
    await subscribe(w.vendor.http, '/vendor-quiet', ['alert.cleared']);
    const otherClientHook = await subscribe(other.client.http, '/other-client', ['alert.confirmed']);
    await w.decide('CONFIRMED');
    expect(await t.app.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', otherClientHook.id).execute()).toEqual([]);
    await dispatch();
    expect(receiver.at('/vendor-quiet')).toEqual([]);
  });

  it('retries a failed delivery with backoff and the same delivery id, body and signature, until it succeeds', async () => {
    const w = await world();
    const hook = await subscribe(w.vendor.http, '/flaky', ['alert.confirmed']);
    receiver.answer('/flaky', 500);
    await w.decide('CONFIRMED');
    await dispatch();
    const failed = await eventually(async () => {
      const [delivery] = await deliveriesOf(w.vendor.http, hook.id);
      return delivery?.attempts === 1 ? delivery : undefined;
    });
    expect(failed).toMatchObject({ status: 'PENDING', responseCode: 500, lastError: 'The receiver answered HTTP 500' });
    expect(new Date(failed.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 30_000);

    // The backoff has passed.
    await t.app.db.updateTable('webhook_deliveries').set({ next_attempt_at: new Date() }).where('id', '=', failed.id).execute();
    await dispatch();
    const delivered = await eventually(async () => {
      const [delivery] = await deliveriesOf(w.vendor.http, hook.id);
      return delivery?.status === 'DELIVERED' ? delivery : undefined;
    });
    expect(delivered).toMatchObject({ attempts: 2, responseCode: 200 });
    const [first, second] = receiver.at('/flaky');
    expect(receiver.at('/flaky')).toHaveLength(2);
    expect(second!.headers['x-vendorproof-delivery']).toBe(first!.headers['x-vendorproof-delivery']);
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(await signatureIsValid(hook.secret, second!)).toBe(true);
  });

  it('marks a delivery failing for 24 hours FAILED, disables the webhook with an e-mail, and a save switches it back on', async () => {
    const w = await world('hooks.owner@example.test');
    const hook = await subscribe(w.vendor.http, '/down', ['alert.confirmed', 'alert.cleared']);
    receiver.answer('/down', 503, 503);
    await w.decide('CONFIRMED');
    await t.app.db
      .updateTable('webhook_deliveries')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('webhook_id', '=', hook.id)
      .execute();
    await dispatch();
    const [failed] = await eventually(async () => {
      const list = await deliveriesOf(w.vendor.http, hook.id);
      return list[0]?.status === 'FAILED' ? list : undefined;
    });
    expect(failed).toMatchObject({ attempts: 1, responseCode: 503, nextAttemptAt: null });
    const disabled = (await w.vendor.http.get<Webhook>(`/services/webhooks/${hook.id}`)).body;
    expect(disabled.disabledAt).not.toBeNull();
    const mail = await eventually(async () =>
      smtp.mails.find((m) => m.to === 'hooks.owner@example.test' && m.raw.includes('Subject: VendorProof webhook disabled')),
    );
    expect(mail.text).toContain(receiver.url('/down'));

    // Disabled: a new event is not delivered to it.
    await w.decide('CLEARED');
    expect(await t.app.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.id).execute()).toHaveLength(1);

    const saved = await w.vendor.http.put<Webhook>(`/services/webhooks/${hook.id}`, {
      url: receiver.url('/down'),
      events: ['alert.confirmed'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ disabledAt: null, events: ['alert.confirmed'] });
  });

  it('redelivers a delivery as a new one with its own id, sent at once', async () => {
    const w = await world();
    const hook = await subscribe(w.vendor.http, '/again', ['alert.confirmed']);
    await w.decide('CONFIRMED');
    await dispatch();
    await eventually(async () => (receiver.at('/again').length === 1 ? true : undefined));
    const [original] = await deliveriesOf(w.vendor.http, hook.id);
    const again = await w.vendor.http.post<WebhookDelivery>(`/services/webhooks/${hook.id}/deliveries/${original!.id}/redeliver`);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ eventId: original!.eventId, status: 'PENDING' });
    expect(again.body.id).not.toBe(original!.id);
    const [first, second] = await eventually(async () => (receiver.at('/again').length === 2 ? receiver.at('/again') : undefined));
    expect(second!.headers['x-vendorproof-delivery']).toBe(again.body.id);
    expect(JSON.parse(second!.rawBody).id).toBe(JSON.parse(first!.rawBody).id);
  });

  it('keeps webhooks to their tenant: 401 anonymous, 403 without Users access or for a read token, 404 for another tenant', async () => {
    const w = await world();
    const hook = await subscribe(w.vendor.http, '/private', ['alert.confirmed']);
    await w.decide('CONFIRMED');
    const [delivery] = await eventually(async () => {
      const list = await deliveriesOf(w.vendor.http, hook.id);
      return list.length ? list : undefined;
    });
    const intruder = await signedInVendor(t.app);
    const paths = [`/services/webhooks/${hook.id}`, `/services/webhooks/${hook.id}/deliveries`];
    for (const path of paths) expect((await intruder.http.get(path)).status).toBe(404);
    expect(
      (await intruder.http.put(`/services/webhooks/${hook.id}`, { url: receiver.url('/x'), events: ['alert.confirmed'] })).status,
    ).toBe(404);
    expect((await intruder.http.post(`/services/webhooks/${hook.id}/deliveries/${delivery!.id}/redeliver`)).status).toBe(404);
    expect((await intruder.http.delete(`/services/webhooks/${hook.id}`)).status).toBe(404);
    expect((await intruder.http.get<Webhook[]>('/services/webhooks')).body).toEqual([]);
    expect((await t.client().get('/services/webhooks')).status).toBe(401);
    const noUsersAccess = await signedInClient(t.app, { clientId: w.client.clientId, permissions: [] });
    expect((await noUsersAccess.http.get('/services/webhooks')).status).toBe(403);

    const token = (await w.vendor.http.post('/services/api-tokens', { name: 'reader' })).body.token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.client().get('/services/webhooks', { headers })).status).toBe(200);
    expect(
      (
        await t
          .client()
          .request('POST', '/services/webhooks', { url: receiver.url('/t'), events: ['alert.opened'] }, { csrf: false, headers })
      ).status,
    ).toBe(403);

    expect((await w.vendor.http.delete(`/services/webhooks/${hook.id}`)).status).toBe(204);
    expect((await w.vendor.http.get(`/services/webhooks/${hook.id}`)).status).toBe(404);
  });

  it('puts attestation.submitted in the outbox for the client a vendor submits a disclosure form to, and only for it', async () => {
    const w = await world();
    const bystander = await signedInClient(t.app, { permissions: ['UsersAccess'] });
    await buildEnrollment(t.app.db, { vendorId: w.vendor.vendor.id, clientId: bystander.clientId });
    const hook = await subscribe(w.client.http, '/attest', ['attestation.submitted']);
    const bystanderHook = await subscribe(bystander.http, '/attest-other', ['attestation.submitted']);
    const form = await t.app.db
      .insertInto('evd_configurations')
      .values({
        client_id: w.client.clientId,
        evd_id: 9000 + w.client.clientId,
        evd_name: 'Annual Attestation',
        view_name: 'Annual Attestation Form',
        definition: JSON.stringify({
          questionGroups: [
            { id: 'g', name: 'G', questions: [{ dataPointId: 'note', labelText: 'Note', dataType: 'STRING', displayType: 'TEXT' }] },
          ],
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const submitted = await w.vendor.http.post(`/services/customers/${w.client.clientId}/evd-form?configId=${form.id}`, {
      answers: { note: 'ok' },
    });
    expect(submitted.status).toBe(201);
    const events = await t.app.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select(['d.webhook_id', 'e.body'])
      .where('d.webhook_id', 'in', [hook.id, bystanderHook.id])
      .execute();
    expect(events).toEqual([
      {
        webhook_id: hook.id,
        body: expect.objectContaining({
          type: 'attestation.submitted',
          data: { vendorId: w.vendor.vendor.id, clientId: w.client.clientId, formId: form.id, formName: 'Annual Attestation Form' },
        }),
      },
    ]);
  });

  it('refuses events of another kind of account and an empty or malformed URL', async () => {
    const { http } = await signedInVendor(t.app);
    const clientEvent = await http.post('/services/webhooks', { url: receiver.url('/v'), events: ['vendor.compliance_changed'] });
    expect(clientEvent.status).toBe(400);
    expect(clientEvent.body.error.fieldErrors).toEqual({ events: 'vendor.compliance_changed is not an event of this account' });
    expect((await http.post('/services/webhooks', { url: receiver.url('/v'), events: [] })).body.error.fieldErrors).toEqual({
      events: 'Choose at least one event',
    });
    expect((await http.post('/services/webhooks', { url: 'ftp://example.com/x', events: ['alert.opened'] })).status).toBe(400);
    expect((await http.post('/services/webhooks', { url: 'https://user:pw@example.com/x', events: ['alert.opened'] })).status).toBe(400);
  });
});

describe('webhook addresses in production (SSRF)', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  const t = useTestApp({ env: { APP_ENV: 'production' } });

  it('refuses http, and hosts that are or resolve to loopback, private, link-local or unspecified addresses', async () => {
    const { http } = await signedInVendor(t.app);
    const refusal = async (url: string) =>
      (await http.post('/services/webhooks', { url, events: ['alert.opened'] })).body.error?.fieldErrors?.url;
    expect(await refusal(receiver.url('/plain'))).toBe('Webhook URLs must use https');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.1/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
    ]) {
      expect(await refusal(url), url).toBe('Webhook URLs must point at a public internet address');
    }
    expect(await refusal('https://no-such-host.invalid/hook')).toBe('The host name of this URL cannot be resolved');
  });

  it('checks the address again at delivery, so a host that now resolves to loopback is never reached', async () => {
    const { vendor, user } = await signedInVendor(t.app);
    const deps = t.app.runtime.deps;
    // Saved while its name pointed elsewhere; "localhost" now answers 127.0.0.1, where the receiver listens.
    const webhook = await t.app.db
      .insertInto('webhooks')
      .values({
        vendor_id: vendor.id,
        url: `https://localhost:${receiver.port}/rebound`,
        events: ['alert.confirmed'],
        secret_encrypted: deps.encryption.encrypt('whsec_test', 'webhook-secret'),
        created_by: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await t.app.db
      .insertInto('webhook_events')
      .values({ type: 'alert.confirmed', body: JSON.stringify({ hello: 'world' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = await t.app.db
      .insertInto('webhook_deliveries')
      .values({ webhook_id: webhook.id, event_id: event.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deliverWebhook(deps, delivery.id);
    const row = await t.app.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', delivery.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, response_code: null });
    expect(row.last_error).toMatch(/localhost resolves to .*, not a public address/);
    expect(receiver.received).toEqual([]);
  });
});
