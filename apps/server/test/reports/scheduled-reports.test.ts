import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_DATE_IN_PAST } from '@app/shared/reports/scheduled-report';
import { buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { nextMonthly, sendDueReports } from '../../src/modules/reports/send-scheduled-reports-job';
import { eventually } from '../../src/testing/eventually';
import { signedInUser } from '../../src/testing/signed-in';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useTestApp } from '../support/harness';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
  new Date(),
);
const schedule = (overrides: Record<string, unknown> = {}) => ({
  startDate: today,
  frequency: 'ONE_TIME',
  recipients: [
    { companyName: 'Riverside Health', contactName: 'Casey Clark', email: 'casey@riverside.test' },
    { companyName: 'Riverside Health', contactName: 'Robin Roe', email: 'robin@riverside.test' },
  ],
  ...overrides,
});

describe('scheduled report sharing', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  async function vendorClient(monitoring = true) {
    const vendor = await buildVendor(t.app.db, { businessName: 'Sharing Vendor' });
    if (monitoring) await buildSubscription(t.app.db, { vendorId: vendor.id });
    const { http } = await signedInUser(t.app, { vendorId: vendor.id });
    return { vendor, http };
  }

  it('creates, lists, edits and deletes a schedule', async () => {
    const { http } = await vendorClient();
    const created = await http.post('/services/scheduled-reports', schedule());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ frequency: 'ONE_TIME', companyName: 'Riverside Health', nextSendDate: today, deliveries: [] });
    const edited = await http.put(`/services/scheduled-reports/${created.body.id}`, schedule({ frequency: 'MONTHLY' }));
    expect(edited.body.frequency).toBe('MONTHLY');
    expect((await http.get('/services/scheduled-reports')).body).toHaveLength(1);
    expect((await http.delete(`/services/scheduled-reports/${created.body.id}`)).status).toBe(204);
    expect((await http.get('/services/scheduled-reports')).body).toEqual([]);
  });

  it('refuses a send date before today or that does not exist, no recipient, and incomplete recipients', async () => {
    const { http } = await vendorClient();
    expect((await http.post('/services/scheduled-reports', schedule({ startDate: '2020-01-01' }))).body.error.fieldErrors.startDate).toBe(
      SEND_DATE_IN_PAST,
    );
    for (const impossible of ['2026-02-30', '5895-58-04']) {
      const response = await http.post('/services/scheduled-reports', schedule({ startDate: impossible }));
      expect(response.status).toBe(400);
      expect(response.body.error.fieldErrors.startDate).toBe('Send Date is required');
    }
    expect((await http.post('/services/scheduled-reports', schedule({ recipients: [] }))).body.error.fieldErrors.recipients).toBe(
      'At least one recipient is needed',
    );
    const bad = await http.post(
      '/services/scheduled-reports',
      schedule({ recipients: [{ companyName: '', contactName: '', email: 'nope' }] }),
    );
    expect(bad.body.error.fieldErrors).toMatchObject({
      'recipients.0.companyName': 'Company is required',
      'recipients.0.contactName': 'Contact Name is required',
      'recipients.0.email': 'Invalid email',
    });
  });

  it('needs the monitoring subscription (403) and keeps schedules per vendor (404)', async () => {
    const { http: unsubscribed } = await vendorClient(false);
    expect((await unsubscribed.get('/services/scheduled-reports')).status).toBe(403);
    const owner = await vendorClient();
    const created = await owner.http.post('/services/scheduled-reports', schedule());
    const intruder = await vendorClient();
    expect((await intruder.http.put(`/services/scheduled-reports/${created.body.id}`, schedule())).status).toBe(404);
    expect((await intruder.http.delete(`/services/scheduled-reports/${created.body.id}`)).status).toBe(404);
  });

  it('e-mails the PDF to each recipient once on the send date, then a ONE_TIME schedule is done', async () => {
    const { http } = await vendorClient();
    const created = await http.post('/services/scheduled-reports', schedule());
    expect(await sendDueReports(t.app.runtime.deps, new Date())).toBeGreaterThanOrEqual(2);
    await sendDueReports(t.app.runtime.deps, new Date());
    const mails = await eventually(async () => {
      const received = smtp.mails.filter((m) => m.to === 'casey@riverside.test' || m.to === 'robin@riverside.test');
      return received.length >= 2 ? received : undefined;
    });
    expect(mails).toHaveLength(2);
    expect(mails[0]!.raw).toContain('Content-Type: application/pdf');
    expect(mails[0]!.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/filename="?Compliance Report - Sharing Vendor/);
    const listed = (await http.get('/services/scheduled-reports')).body.find((r: { id: number }) => r.id === created.body.id);
    expect(listed.nextSendDate).toBeNull();
    await eventually(async () => {
      const rows = (await http.get('/services/scheduled-reports')).body.find((r: { id: number }) => r.id === created.body.id).deliveries;
      return rows.length === 2 && rows.every((d: { sentAt: string | null }) => d.sentAt) ? rows : undefined;
    });
  });

  it('moves a MONTHLY schedule to the same day next month, or the last day of a shorter month', () => {
    expect(nextMonthly('2026-01-15', '2026-01-15')).toBe('2026-02-15');
    expect(nextMonthly('2026-01-31', '2026-01-31')).toBe('2026-02-28');
    expect(nextMonthly('2026-01-31', '2026-02-28')).toBe('2026-03-31');
    expect(nextMonthly('2024-01-30', '2024-01-30')).toBe('2024-02-29');
    expect(nextMonthly('2026-12-10', '2026-12-10')).toBe('2027-01-10');
  });
});
