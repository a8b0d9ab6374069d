import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAlert, buildChecklistItem, buildEmployee, buildUser } from '../../src/db/seed/factories';
import { digestWeek, sendWeeklyDigests } from '../../src/modules/client/digest/send-weekly-digests-job';
import { eventually } from '../../src/testing/eventually';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

const DAY_MS = 86_400_000;
/** A moment of the week that holds yesterday: last week as the digest of the following week sees it. */
const yesterday = new Date(Date.now() - DAY_MS);
const followingWeek = new Date(yesterday.getTime() + 7 * DAY_MS);

describe('the weekly e-mail digest to client users (issue 30)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  const outboxTo = (email: string) =>
    t.app.db.selectFrom('mail_outbox').select(['id', 'subject']).where('to_address', '=', email).execute();

  it('sends last week’s new alerts, status changes and forms past due once, through the outbox and SMTP, nothing of another client', async () => {
    const world = await hospitalWithVendors(t.app, 'Digest Hospital');
    const db = t.app.db;
    const casey = await buildUser(db, { role: 'Client User', clientId: world.client.id, firstName: 'Casey', email: 'casey@digest.test' });
    const janice = await buildEmployee(t.app.runtime.deps, {
      vendorId: world.compliant.vendor.id,
      firstName: 'Janice',
      lastName: 'Allen',
      dob: '1979-04-23',
      ssn: '123456789',
    });
    await buildAlert(db, { vendorId: world.compliant.vendor.id, subjectType: 'EMPLOYEE', subjectId: janice.id });
    const rivalEmployee = await buildEmployee(t.app.runtime.deps, {
      vendorId: world.foreign.vendor.id,
      firstName: 'Rita',
      lastName: 'Rival',
    });
    await buildAlert(db, { vendorId: world.foreign.vendor.id, subjectType: 'EMPLOYEE', subjectId: rivalEmployee.id });
    await buildChecklistItem(db, {
      vendorId: world.compliant.vendor.id,
      clientId: world.client.id,
      name: 'Certificate of Insurance',
      dueDate: yesterday.toISOString().slice(0, 10),
    });

    // Bravo's form fell due yesterday too, so the week holds it whatever the day the test runs.
    await db
      .updateTable('checklist_items')
      .set({ due_date: yesterday.toISOString().slice(0, 10) })
      .where('vendor_id', '=', world.missing.vendor.id)
      .execute();
    // The week before: the statuses the next digest compares with (the first digest has no changes to tell).
    await sendWeeklyDigests(t.app.runtime.deps, yesterday);
    await db.deleteFrom('weekly_digest_deliveries').where('user_id', '=', casey.id).execute();
    await db.deleteFrom('mail_outbox').where('to_address', '=', 'casey@digest.test').execute();
    // The platform confirms Echo's owner; every alert above was raised yesterday.
    await db.updateTable('screening_alerts').set({ status: 'CONFIRMED' }).where('id', '=', world.open.id).execute();
    await db
      .updateTable('screening_alerts')
      .set({ created_at: yesterday })
      .where('vendor_id', 'in', [
        world.compliant.vendor.id,
        world.foreign.vendor.id,
        world.openAlert.vendor.id,
        world.ownerExcluded.vendor.id,
      ])
      .execute();

    expect(await sendWeeklyDigests(t.app.runtime.deps, followingWeek)).toBeGreaterThanOrEqual(1);
    const mail = await eventually(async () => smtp.mails.find((m) => m.to === 'casey@digest.test'));
    const base = t.app.runtime.deps.config.publicUrl;
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toMatch(/Subject: Your weekly VendorProof digest for Digest Hospital: 3 new alerts,\s+1 status change, 2 forms past due/);
    expect(text).toContain('Hello Casey,');
    expect(text).toContain(
      `Alpha Compliant Co: Janice Allen, employee. OIG LEIE (List of Excluded Individuals/Entities): Under review\n   ${base}/v2/#/client/manage/vendors/${world.compliant.covg.id}?tab=alerts`,
    );
    expect(text).toContain(
      'Echo Open Alert Co: Oswin Blackthorne, owner. OIG LEIE (List of Excluded Individuals/Entities): Excluded (confirmed)',
    );
    expect(text).toContain(
      `Echo Open Alert Co: was Compliant, now Not Compliant - Owner Excluded\n   ${base}/v2/#/client/manage/vendors/${world.openAlert.covg.id}?tab=overview`,
    );
    const { window } = digestWeek(followingWeek);
    expect(text).toContain(`Alpha Compliant Co: Certificate of Insurance, due ${usDay(yesterday)}`);
    expect(text).toContain(`Bravo Missing Forms Co: Insurance, due ${usDay(yesterday)}`);
    expect(text).toContain(`in the week of ${usDay(new Date(window.from))} to`);
    expect(text).toContain(`${base}/v2/#/account#notifications`);
    // Nothing of the other hospital's vendors, and never an employee's SSN or date of birth.
    expect(text).not.toContain('Zulu Other Client Co');
    expect(text).not.toContain('Rita Rival');
    for (const secret of ['123456789', '123-45-6789', '1979', '04/23']) expect(text).not.toContain(secret);

    // A re-run in the same week sends nothing twice.
    expect(await sendWeeklyDigests(t.app.runtime.deps, followingWeek)).toBe(0);
    expect(await outboxTo('casey@digest.test')).toHaveLength(1);
  });

  it('sends nothing to a user who turned the digest off, nor to one whose vendors had nothing new', async () => {
    const world = await hospitalWithVendors(t.app, 'Quiet Hospital');
    const { http, user } = await signedInClient(t.app, { clientId: world.client.id });
    expect((await http.put('/services/account/notification-settings', { weeklyDigest: false })).status).toBe(200);
    const employee = await buildEmployee(t.app.runtime.deps, { vendorId: world.compliant.vendor.id, firstName: 'Noel', lastName: 'News' });
    await buildAlert(db(), { vendorId: world.compliant.vendor.id, subjectType: 'EMPLOYEE', subjectId: employee.id });
    await db().updateTable('screening_alerts').set({ created_at: yesterday }).where('subject_id', '=', employee.id).execute();
    const quiet = await buildUser(db(), { role: 'Client User', clientId: world.other.id, email: 'nobody-new@digest.test' });

    await sendWeeklyDigests(t.app.runtime.deps, followingWeek);
    expect(await outboxTo(user.email!)).toEqual([]);
    expect(await outboxTo(quiet.email!)).toEqual([]);
    expect(await db().selectFrom('weekly_digest_deliveries').select('id').where('user_id', 'in', [user.id, quiet.id]).execute()).toEqual(
      [],
    );
  });

  it('lets a client user read and change only their own setting, validated, audited, with 401/403 for others', async () => {
    const path = '/services/account/notification-settings';
    const { http, user, clientId } = await signedInClient(t.app);
    const { user: colleagueElsewhere } = await signedInClient(t.app);
    expect((await http.get(path)).body).toEqual({ weeklyDigest: true });
    const off = await http.put(path, { weeklyDigest: false });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ weeklyDigest: false });
    expect((await http.get(path)).body).toEqual({ weeklyDigest: false });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['details', 'acting_client_id'])
      .where('action', '=', 'notification-settings.updated')
      .where('entity_id', '=', String(user.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ details: { weeklyDigest: false }, acting_client_id: clientId });
    // Another client's user keeps theirs.
    const other = await db().selectFrom('users').select('weekly_digest').where('id', '=', colleagueElsewhere.id).executeTakeFirstOrThrow();
    expect(other.weekly_digest).toBe(true);

    const bad = await http.put(path, { weeklyDigest: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toHaveProperty('weeklyDigest');
    expect((await http.put(path, { weeklyDigest: true }, { csrf: false })).status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);
    expect((await t.client().put(path, { weeklyDigest: true })).status).toBe(401);
    const { http: vendor } = await signedInVendor(t.app);
    expect((await vendor.get(path)).status).toBe(403);
    expect((await vendor.put(path, { weeklyDigest: false })).status).toBe(403);
    const { http: admin } = await signedInAdmin(t.app);
    expect((await admin.put(path, { weeklyDigest: false })).status).toBe(403);
  });

  const db = () => t.app.db;
});

function usDay(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}
