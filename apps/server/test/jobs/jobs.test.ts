import { describe, expect, it } from 'vitest';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import type { EligibilityJobDetails, Job, JobList } from '@app/shared/jobs/jobs';
import { buildChecklistItem, buildClient, buildCovgWithCode, buildEnrollment, buildVendor } from '../../src/db/seed/factories';
import { INTERRUPTED_AUDIT } from '../../src/modules/jobs/jobs';
import { sendScheduledReportsJob } from '../../src/modules/reports/send-scheduled-reports-job';
import { eventually } from '../../src/testing/eventually';
import type { TestClient } from '../../src/testing/http-client';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('jobs and eligibility audits (spec 002 §2, §3, §7)', () => {
  const t = useTestApp({ runWorker: true });

  /** A client with an enrolled, compliant vendor's COVG and a COVG no vendor has connected yet. */
  async function clientWithCovgs() {
    const client = await buildClient(t.app.db, { name: 'Audit Hospital' });
    const vendor = await buildVendor(t.app.db, { businessName: 'Audited Vendor' });
    await buildEnrollment(t.app.db, { vendorId: vendor.id, clientId: client.id });
    const connected = (await buildCovgWithCode(t.app.db, { clientId: client.id, vendorId: vendor.id, used: true })).covg;
    const waiting = (await buildCovgWithCode(t.app.db, { clientId: client.id })).covg;
    return { client, vendor, connected, waiting };
  }

  /** Starts an audit of the client and waits until the worker has finished it. */
  async function auditToTheEnd(admin: TestClient, clientId: number): Promise<Job> {
    const started = await admin.post<Job>(`/services/eligibility/audit?clientId=${clientId}`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      jobType: 'eligibility.audit',
      clientId,
      description: expect.stringContaining('Eligibility audit of'),
    });
    return eventually(async () => {
      const jobs = (await admin.get<JobList>('/services/jobs')).body.content;
      const job = jobs.find((row) => row.jobType === 'eligibility.audit' && row.jobId === started.body.jobId);
      return job?.status === 'COMPLETED' ? job : undefined;
    }, 30_000);
  }

  it("records every COVG's first status, then only the changes after a vendor's data changed", async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { client, vendor, connected, waiting } = await clientWithCovgs();

    const first = await auditToTheEnd(admin, client.id);
    expect(first).toMatchObject({ totalWork: 2, workCompleted: 2, outcome: '2 of 2 statuses changed', endTime: expect.any(String) });
    const firstDetails = await admin.get<EligibilityJobDetails>(`/services/jobs/eligibility/${first.jobId}`);
    expect(firstDetails.status).toBe(200);
    expect(firstDetails.body.content).toEqual([
      { covgId: connected.id, oldStatus: null, newStatus: COMPLIANCE_STATUS.COMPLIANT },
      { covgId: waiting.id, oldStatus: null, newStatus: COMPLIANCE_STATUS.NOT_ENROLLED },
    ]);

    // The vendor lets a required to-do pass its due date: Missing Forms.
    await buildChecklistItem(t.app.db, { vendorId: vendor.id, clientId: client.id, dueDate: '2020-01-01' });
    const second = await auditToTheEnd(admin, client.id);
    expect(second.jobId).not.toBe(first.jobId);
    expect(second.outcome).toBe('1 of 2 statuses changed');
    const secondDetails = await admin.get<EligibilityJobDetails>(`/services/jobs/eligibility/${second.jobId}`);
    expect(secondDetails.body).toMatchObject({ job: { jobId: second.jobId, status: 'COMPLETED', clientId: client.id } });
    expect(secondDetails.body.content).toEqual([
      { covgId: connected.id, oldStatus: COMPLIANCE_STATUS.COMPLIANT, newStatus: COMPLIANCE_STATUS.MISSING_FORMS },
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_type', '=', 'eligibility-audit')
      .where('entity_id', '=', second.jobId)
      .executeTakeFirst();
    expect(audit).toMatchObject({ action: 'eligibility-audit.started', details: { clientId: client.id } });
  });

  it('lists pg-boss jobs and eligibility audits together, newest first', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    const { client } = await clientWithCovgs();
    const audit = await auditToTheEnd(admin, client.id);
    await t.app.runtime.deps.jobs.send(sendScheduledReportsJob, {}, { startAfter: new Date(Date.now() + 3_600_000) });

    const jobs = (await admin.get<JobList>('/services/jobs')).body.content;
    const queued = jobs.find((job) => job.jobType === 'reports.send-scheduled' && job.status === 'CREATED');
    expect(queued).toMatchObject({ description: 'Scheduled report deliveries', totalWork: null, clientId: null, endTime: null });
    const auditIndex = jobs.findIndex((job) => job.jobType === 'eligibility.audit' && job.jobId === audit.jobId);
    expect(auditIndex).toBeGreaterThan(jobs.indexOf(queued!));
    expect(jobs.filter((job) => job.jobType === 'eligibility.audit' && job.jobId === audit.jobId)).toHaveLength(1);
    expect(jobs.length).toBeLessThanOrEqual(100);
  });

  it('validates the client id and answers 404 for an unknown client or job', async () => {
    const { http: admin } = await signedInAdmin(t.app);
    for (const query of ['', '?clientId=', '?clientId=abc', '?clientId=0', '?clientId=1.5']) {
      const refused = await admin.post(`/services/eligibility/audit${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect(refused.body.error.fieldErrors).toEqual({ clientId: 'Enter a client ID' });
    }
    const unknownClient = await admin.post('/services/eligibility/audit?clientId=999999999');
    expect(unknownClient.status).toBe(404);
    expect(unknownClient.body.error.message).toBe('Client not found.');
    const unknownJob = await admin.get('/services/jobs/eligibility/999999999');
    expect(unknownJob.status).toBe(404);
    expect(unknownJob.body.error.message).toBe('Job not found.');
    expect((await admin.get('/services/jobs/eligibility/abc')).status).toBe(400);
  });

  it('refuses anonymous callers (401) and vendor and client users (403)', async () => {
    const client = await buildClient(t.app.db);
    const { http: vendor } = await signedInVendor(t.app);
    const { http: clientUser } = await signedInClient(t.app, { clientId: client.id });
    const anonymous = t.client();
    const calls = [
      (http: TestClient) => http.get('/services/jobs'),
      (http: TestClient) => http.post(`/services/eligibility/audit?clientId=${client.id}`),
      (http: TestClient) => http.get('/services/jobs/eligibility/1'),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(vendor)).status).toBe(403);
      expect((await call(clientUser)).status).toBe(403);
    }
    const audits = await t.app.db.selectFrom('eligibility_audits').select('id').where('client_id', '=', client.id).execute();
    expect(audits).toEqual([]);
  });

  it('does not answer a new audit with one whose worker process died: that one is FAILED and a new one runs', async () => {
    const { client } = await clientWithCovgs();
    const { http: admin } = await signedInAdmin(t.app);
    // An audit left ACTIVE by a process killed mid-run: its runner lease (an advisory lock) is held by nobody.
    const dead = await t.app.db
      .insertInto('eligibility_audits')
      .values({ client_id: client.id, status: 'ACTIVE', runner: 424_242, started_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();

    const job = await auditToTheEnd(admin, client.id);

    expect(job.jobId).not.toBe(String(dead.id));
    const old = await t.app.db
      .selectFrom('eligibility_audits')
      .select(['status', 'outcome'])
      .where('id', '=', dead.id)
      .executeTakeFirstOrThrow();
    expect(old).toEqual({ status: 'FAILED', outcome: INTERRUPTED_AUDIT });
  });
});
