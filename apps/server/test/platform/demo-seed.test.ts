import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo-seed';
import { useTestApp } from '../support/harness';

describe('demo data', () => {
  const t = useTestApp();

  it('gives demo-vendor five customers in mixed states, to-dos in every status, notifications and the SignupIDs', async () => {
    await seedDemoData(t.app.runtime.deps);
    const client = t.client();
    await client.login('demo-vendor');
    const customers = (await client.get('/services/customers')).body as Array<{
      customerName: string;
      complianceStatus: string;
      enrollmentComplete: boolean;
    }>;
    expect(customers).toHaveLength(5);
    expect(new Set(customers.map((c) => c.complianceStatus))).toEqual(
      new Set(['Compliant', 'Not Compliant - Missing Forms', 'Not Compliant - Not Enrolled', 'Not Compliant - Expired']),
    );
    expect(customers.filter((c) => !c.enrollmentComplete)).toHaveLength(1);
    const todos = (await client.get('/services/checklist-items')).body as Array<{ completionStatus: { name: string } }>;
    expect(todos.length).toBeGreaterThan(4);
    expect(new Set(todos.map((i) => i.completionStatus.name))).toEqual(new Set(['NOT_STARTED', 'INCOMPLETE', 'REVISION_NEEDED']));
    const notifications = (await client.get('/services/usernotifications')).body as Array<{ kind: string }>;
    expect(notifications.map((n) => n.kind).sort()).toEqual(['PAYMENT_NOT_APPROVED', 'PAYMENT_UNABLE_TO_PROCESS']);
    expect((await client.get('/services/signup-code/DEMO2026/validate')).body.clientName).toBe('Northgate Community Hospital');
    expect((await client.post('/services/signup-code/USED2026/validate')).body.status).toBe('used-signup-code');
    expect((await client.get('/services/employees?size=10')).body.total).toBe(60);
    expect((await client.get('/services/payment-method')).body.paymentMethod).toMatchObject({ lastFour: '1111', cardType: 'Visa' });
    const payments = (await client.get('/services/account/payments?page=0')).body;
    expect(payments.total).toBeGreaterThanOrEqual(13);
    const statuses = new Set<string>();
    for (let page = 0; page * 10 < payments.total; page++) {
      for (const row of (await client.get(`/services/account/payments?page=${page}`)).body.content) statuses.add(row.status);
    }
    expect(statuses).toEqual(new Set(['PAID', 'FAILED']));
    // One story: the newest payment is the declined renewal the notification speaks of, of a subscription
    // that started a year ago and waits for its retry.
    const newest = (await client.get('/services/account/payments?page=0')).body.content[0];
    expect(newest).toMatchObject({ status: 'FAILED', description: 'Employee Monitoring renewal' });
    const unable = (notifications as Array<{ kind: string; notificationText: string }>).find(
      (n) => n.kind === 'PAYMENT_UNABLE_TO_PROCESS',
    )!;
    expect(unable.notificationText).toMatch(/^We were unable to process your Employee Monitoring renewal of \$25\.00\./);
    const monitoring = (
      (await client.get('/services/account/subscriptions')).body as Array<{ subscriptionType: string; startDate: string }>
    ).find((s) => s.subscriptionType === 'VP_EMPLOYEE_MONITORING')!;
    expect(monitoring.startDate < new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    const mercy = customers.find((c) => c.customerName === 'Mercy Valley Clinic') as unknown as { customerId: number };
    const mercyItem = (
      (await client.get(`/services/customers/${mercy.customerId}/checklist`)).body as Array<{
        id: number;
        completionStatus: { name: string };
      }>
    ).find((i) => i.completionStatus.name === 'REVISION_NEEDED')!;
    const detail = (await client.get(`/services/customers/${mercy.customerId}/checklist/${mercyItem.id}`)).body;
    const questions = detail.questionGroups.flatMap((g: { questions: unknown[] }) => g.questions) as Array<{
      dataPointId: string;
      revisionNote?: string;
      value?: unknown;
    }>;
    expect(questions.find((q) => q.dataPointId === 'legalName')?.revisionNote).toContain('legal name');
    const fileAnswer = questions.find((q) => Array.isArray(q.value) && (q.value as Array<{ id?: number }>)[0]?.id !== undefined)!
      .value as Array<{ id: number }>;
    const download = await client.download(`/services/files/${fileAnswer[0]!.id}`);
    expect(download.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const subscriptions = (await client.get('/services/account/subscriptions')).body as Array<{ subscriptionType: string; status: string }>;
    expect(
      subscriptions
        .filter((s) => s.status === 'ACTIVE')
        .map((s) => s.subscriptionType)
        .sort(),
    ).toEqual(['VP_EMPLOYEE_MONITORING', 'VP_ENGAGE_CVC']);
  });
});
