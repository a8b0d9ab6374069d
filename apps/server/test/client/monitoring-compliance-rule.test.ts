import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import { complianceFilterOf } from '@app/shared/client/vendor-list';
import {
  buildAlert,
  buildChecklistItem,
  buildClient,
  buildCov,
  buildCovgWithCode,
  buildEmployee,
  buildEnrollment,
  buildSubscription,
  buildVendor,
} from '../../src/db/seed/factories';
import type { TestClient } from '../../src/testing/http-client';
import { signedInClient, signedInUser } from '../../src/testing/signed-in';
import type { TestApp } from '../../src/testing/test-app';
import { useTestApp } from '../support/harness';
import { hospitalWithVendors } from './client-fixtures';

const PRODUCTS = ['VendorProofEngage', 'Attestations'];
const inDays = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A vendor enrolled with each of `clientIds` (a group, a COV and an open to-do due later at each), with one active employee. */
async function vendorOfClients(app: TestApp, name: string, clientIds: number[]) {
  const vendor = await buildVendor(app.db, { businessName: name });
  const covgIds: Record<number, number> = {};
  for (const clientId of clientIds) {
    const { covg } = await buildCovgWithCode(app.db, { clientId, preferredName: name, vendorId: vendor.id });
    await buildCov(app.runtime.deps, { covgId: covg.id, clientId, legalName: `${name} LLC` });
    await buildEnrollment(app.db, { vendorId: vendor.id, clientId });
    await buildChecklistItem(app.db, { vendorId: vendor.id, clientId, type: 'EVD', name: 'Annual disclosure', dueDate: inDays(60) });
    covgIds[clientId] = covg.id;
  }
  const employee = await buildEmployee(app.runtime.deps, {
    vendorId: vendor.id,
    firstName: 'Janice',
    lastName: 'Allen',
    dob: '1979-04-23',
    ssn: '287654321',
  });
  return { vendor, covgIds, employee };
}

/** What the vendor list, the vendor page, the CSV and the compliance report say of one vendor for a client. */
async function clientSurfaces(http: TestClient, covgId: number, vendorId: number, name: string) {
  const list = (await http.get(`/services/client/vendors?size=100&search=${encodeURIComponent(name)}`)).body.content as Array<{
    covgId: number;
    complianceStatus: string;
    openAlerts: number;
  }>;
  const row = list.find((r) => r.covgId === covgId)!;
  const page = (await http.get(`/services/client/vendors/${covgId}`)).body;
  const csv = parse(
    (await http.get(`/services/client/reports/vendor-compliance?format=csv&search=${encodeURIComponent(name)}`)).body as string,
    {
      columns: true,
    },
  ) as Array<Record<string, string>>;
  const report = (await http.get(`/services/reports/compliance?vendorId=${vendorId}`)).body;
  return {
    list: { status: row.complianceStatus, openAlerts: row.openAlerts },
    page: { status: page.complianceStatus, openAlerts: page.openAlerts },
    csv: { status: csv[0]!['Compliance status'], openAlerts: Number(csv[0]!['Open alerts']) },
    report: { status: report.customers[0].complianceStatus, openAlerts: report.customers[0].openAlerts },
  };
}

const everywhere = (status: string, openAlerts: number) => ({
  list: { status, openAlerts },
  page: { status, openAlerts },
  csv: { status, openAlerts },
  report: { status, openAlerts },
});

describe('the monitoring compliance rule (issue 30)', () => {
  const t = useTestApp();

  async function twoHospitals() {
    const riverside = await buildClient(t.app.db, { name: 'Riverside Health', products: PRODUCTS });
    const lakeside = await buildClient(t.app.db, { name: 'Lakeside Clinic', products: PRODUCTS });
    const acme = await vendorOfClients(t.app, 'Acme Medical Supply', [riverside.id, lakeside.id]);
    const riversideUser = await signedInClient(t.app, { clientId: riverside.id, permissions: ['Attestations'] });
    const lakesideUser = await signedInClient(t.app, { clientId: lakeside.id, permissions: ['Attestations'] });
    const surfaces = (client: 'riverside' | 'lakeside') =>
      client === 'riverside'
        ? clientSurfaces(riversideUser.http, acme.covgIds[riverside.id]!, acme.vendor.id, 'Acme')
        : clientSurfaces(lakesideUser.http, acme.covgIds[lakeside.id]!, acme.vendor.id, 'Acme');
    return { riverside, lakeside, acme, riversideUser, lakesideUser, surfaces };
  }

  it('makes the vendor Excluded for every client while an active employee has a confirmed alert', async () => {
    const { acme, surfaces } = await twoHospitals();
    expect(await surfaces('riverside')).toEqual(everywhere(COMPLIANCE_STATUS.COMPLIANT, 0));
    await buildAlert(t.app.db, { vendorId: acme.vendor.id, subjectType: 'EMPLOYEE', subjectId: acme.employee.id, status: 'CONFIRMED' });
    expect(await surfaces('riverside')).toEqual(everywhere(COMPLIANCE_STATUS.EXCLUDED, 0));
    expect(await surfaces('lakeside')).toEqual(everywhere(COMPLIANCE_STATUS.EXCLUDED, 0));
  });

  it('counts open and vendor-answered matches of the vendor, owners and employees as under review without changing the status', async () => {
    const { acme, surfaces, riversideUser } = await twoHospitals();
    const owner = await t.app.db
      .insertInto('owners')
      .values({ vendor_id: acme.vendor.id, first_name: 'Olive', last_name: 'Owner', ownership_percentage: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await buildAlert(t.app.db, { vendorId: acme.vendor.id, subjectType: 'EMPLOYEE', subjectId: acme.employee.id });
    await buildAlert(t.app.db, {
      vendorId: acme.vendor.id,
      subjectType: 'EMPLOYEE',
      subjectId: acme.employee.id,
      status: 'VENDOR_RESPONDED',
    });
    await buildAlert(t.app.db, { vendorId: acme.vendor.id, subjectType: 'OWNER', subjectId: owner.id });
    await buildAlert(t.app.db, { vendorId: acme.vendor.id, subjectType: 'VENDOR', subjectId: acme.vendor.id });
    await buildAlert(t.app.db, { vendorId: acme.vendor.id, subjectType: 'VENDOR', subjectId: acme.vendor.id, status: 'CLEARED' });
    expect(await surfaces('riverside')).toEqual(everywhere(COMPLIANCE_STATUS.COMPLIANT, 4));
    expect(await surfaces('lakeside')).toEqual(everywhere(COMPLIANCE_STATUS.COMPLIANT, 4));
    const dashboard = (await riversideUser.http.get('/services/client/dashboard/all')).body;
    expect(dashboard.openAlertCount).toBe(4);
    expect(dashboard.alerts.map((a: { subjectName: string; subjectType: string }) => `${a.subjectName}, ${a.subjectType}`)).toEqual(
      expect.arrayContaining(['Janice Allen, EMPLOYEE', 'Olive Owner, OWNER', 'Acme Medical Supply, VENDOR']),
    );
  });

  it('gives the vendor back its status once the employee is terminated or the alert is cleared', async () => {
    const { acme, surfaces } = await twoHospitals();
    const alert = await buildAlert(t.app.db, {
      vendorId: acme.vendor.id,
      subjectType: 'EMPLOYEE',
      subjectId: acme.employee.id,
      status: 'CONFIRMED',
    });
    const colleague = await buildEmployee(t.app.runtime.deps, { vendorId: acme.vendor.id, firstName: 'Paul', lastName: 'Pratt' });
    await buildAlert(t.app.db, { vendorId: acme.vendor.id, subjectType: 'EMPLOYEE', subjectId: colleague.id, status: 'CONFIRMED' });
    expect((await surfaces('riverside')).page.status).toBe(COMPLIANCE_STATUS.EXCLUDED);

    await t.app.db.updateTable('screening_alerts').set({ status: 'CLEARED' }).where('id', '=', alert.id).execute();
    expect((await surfaces('riverside')).page.status).toBe(COMPLIANCE_STATUS.EXCLUDED);
    await t.app.db.updateTable('employees').set({ terminated_at: new Date() }).where('id', '=', colleague.id).execute();
    expect(await surfaces('riverside')).toEqual(everywhere(COMPLIANCE_STATUS.COMPLIANT, 0));
    expect(await surfaces('lakeside')).toEqual(everywhere(COMPLIANCE_STATUS.COMPLIANT, 0));
  });

  it('keeps the order: Not Enrolled before an excluded employee, an excluded employee before Owner Excluded and Expired', async () => {
    const { acme, riverside, lakeside, surfaces } = await twoHospitals();
    const owner = await t.app.db
      .insertInto('owners')
      .values({ vendor_id: acme.vendor.id, first_name: 'Olive', last_name: 'Owner', ownership_percentage: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await buildAlert(t.app.db, { vendorId: acme.vendor.id, subjectType: 'OWNER', subjectId: owner.id, status: 'CONFIRMED' });
    await buildSubscription(t.app.db, { vendorId: acme.vendor.id, clientId: riverside.id, type: 'VP_ENGAGE', status: 'EXPIRED' });
    expect((await surfaces('riverside')).page.status).toBe(COMPLIANCE_STATUS.OWNER_EXCLUDED);
    const employeeAlert = await buildAlert(t.app.db, {
      vendorId: acme.vendor.id,
      subjectType: 'EMPLOYEE',
      subjectId: acme.employee.id,
      status: 'CONFIRMED',
    });
    expect((await surfaces('riverside')).page.status).toBe(COMPLIANCE_STATUS.EXCLUDED);
    await t.app.db
      .updateTable('enrollments')
      .set({ enrollment_complete: false, enrollment_complete_date: null })
      .where('vendor_id', '=', acme.vendor.id)
      .where('client_id', '=', lakeside.id)
      .execute();
    expect((await surfaces('lakeside')).page.status).toBe(COMPLIANCE_STATUS.NOT_ENROLLED);
    // A deleted owner no longer counts: the employee still does.
    await t.app.db.updateTable('owners').set({ deleted_at: new Date() }).where('id', '=', owner.id).execute();
    expect((await surfaces('riverside')).page.status).toBe(COMPLIANCE_STATUS.EXCLUDED);
    await t.app.db.updateTable('screening_alerts').set({ status: 'CLEARED' }).where('id', '=', employeeAlert.id).execute();
    expect((await surfaces('riverside')).page.status).toBe(COMPLIANCE_STATUS.EXPIRED);
  });

  it('says the same status on every surface for every status: list, page, dashboard, attestations, CSV, report, certificate and the vendor’s customers', async () => {
    const world = await hospitalWithVendors(t.app);
    const excluded = await vendorOfClients(t.app, 'Hotel Excluded Employee Co', [world.client.id]);
    await buildAlert(t.app.db, {
      vendorId: excluded.vendor.id,
      subjectType: 'EMPLOYEE',
      subjectId: excluded.employee.id,
      status: 'CONFIRMED',
    });
    const { http } = await signedInClient(t.app, { clientId: world.client.id, permissions: ['Attestations'] });
    await t.app.db.updateTable('clients').set({ products: PRODUCTS }).where('id', '=', world.client.id).execute();

    const list = (await http.get('/services/client/vendors?size=100')).body.content as Array<{
      covgId: number;
      vendorId: number | null;
      preferredName: string;
      complianceStatus: string;
    }>;
    const statuses = new Set(list.map((r) => r.complianceStatus));
    expect(statuses).toEqual(
      new Set([
        COMPLIANCE_STATUS.COMPLIANT,
        COMPLIANCE_STATUS.EXCLUDED,
        COMPLIANCE_STATUS.OWNER_EXCLUDED,
        COMPLIANCE_STATUS.EXPIRED,
        COMPLIANCE_STATUS.MISSING_FORMS,
        COMPLIANCE_STATUS.NOT_ENROLLED,
      ]),
    );

    const dashboard = (await http.get('/services/client/dashboard/all')).body;
    for (const { status, count } of dashboard.complianceCounts as Array<{ status: string; count: number }>) {
      expect(count, status).toBe(list.filter((r) => r.complianceStatus === status).length);
      const filter = complianceFilterOf(status)!;
      const filtered = (await http.get(`/services/client/vendors?size=100&complianceStatus=${filter}`)).body;
      expect(filtered.total, status).toBe(count);
    }

    const csv = parse((await http.get('/services/client/reports/vendor-compliance?format=csv')).body as string, { columns: true }) as Array<
      Record<string, string>
    >;
    const attestations = (await http.get('/services/attestations?size=100')).body.content as Array<{
      covgId: number;
      complianceStatuses: string[];
    }>;
    const enrolments = await t.app.db
      .selectFrom('enrollments')
      .select(['vendor_id', 'verification_code'])
      .where('client_id', '=', world.client.id)
      .execute();
    for (const row of list) {
      const page = (await http.get(`/services/client/vendors/${row.covgId}`)).body;
      expect(page.complianceStatus, row.preferredName).toBe(row.complianceStatus);
      expect(csv.find((r) => r.Vendor === row.preferredName)!['Compliance status'], row.preferredName).toBe(row.complianceStatus);
      for (const attestation of attestations.filter((a) => a.covgId === row.covgId)) {
        expect(attestation.complianceStatuses, row.preferredName).toEqual([row.complianceStatus]);
      }
      if (row.vendorId === null) continue;
      const enrolment = enrolments.find((e) => e.vendor_id === row.vendorId);
      if (!enrolment) continue;
      const report = (await http.get(`/services/reports/compliance?vendorId=${row.vendorId}`)).body;
      expect(
        report.customers.map((c: { complianceStatus: string }) => c.complianceStatus),
        row.preferredName,
      ).toEqual([row.complianceStatus]);
      const certificate = (await t.client().get(`/services/public/enrollment-verification/${enrolment.verification_code}`)).body;
      expect(certificate.complianceStatus, row.preferredName).toBe(row.complianceStatus);
      const vendorHttp = (await signedInUser(t.app, { role: 'Vendor User', vendorId: row.vendorId })).http;
      const customers = (await vendorHttp.get('/services/customers')).body as Array<{ clientId: number; complianceStatus: string }>;
      expect(customers.find((c) => c.clientId === world.client.id)!.complianceStatus, row.preferredName).toBe(row.complianceStatus);
    }
  });

  it('never answers a client with an employee’s SSN or full date of birth', async () => {
    const { acme, riverside, riversideUser } = await twoHospitals();
    await t.app.db
      .updateTable('screening_alerts')
      .set({
        evidence: JSON.stringify([{ field: 'dob', subjectValue: '1979-04-23', listValue: '1979-04-23', verdict: 'agree', note: '' }]),
        record: JSON.stringify({
          recordId: 'LEIE-1',
          names: { full: 'JANICE ALLEN' },
          dob: '1979-04-23',
          exclusionDate: '2016-01-15',
          raw: { EXCLDATE: '20160115' },
        }),
      })
      .where(
        'id',
        '=',
        (
          await buildAlert(t.app.db, {
            vendorId: acme.vendor.id,
            subjectType: 'EMPLOYEE',
            subjectId: acme.employee.id,
            status: 'CONFIRMED',
          })
        ).id,
      )
      .execute();
    const covgId = acme.covgIds[riverside.id]!;
    const answers = await Promise.all(
      [
        `/services/client/vendors/${covgId}`,
        '/services/client/vendors?size=100',
        '/services/client/dashboard/all',
        '/services/client/reports/vendor-compliance?format=csv',
        `/services/client/reports/alert-history?from=2020-01-01&to=${inDays(1)}`,
        `/services/reports/compliance?vendorId=${acme.vendor.id}`,
        '/services/attestations?size=100',
      ].map(async (path) => {
        const response = await riversideUser.http.get(path);
        expect(response.status, path).toBe(200);
        return typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
      }),
    );
    for (const body of answers) {
      expect(body).not.toMatch(/287-?65-?4321/);
      expect(body).not.toMatch(/1979-04-23|04\/23\/1979|19790423/);
      expect(body).not.toContain('EXCLDATE');
    }
    const page = (await riversideUser.http.get(`/services/client/vendors/${covgId}`)).body;
    expect(page.alerts[0]).toMatchObject({ subjectType: 'EMPLOYEE', subjectName: 'Janice Allen', status: 'CONFIRMED' });
    expect(page.alerts[0].listRecord).toEqual(
      expect.arrayContaining([
        { label: 'Name on List', value: 'JANICE ALLEN' },
        { label: 'Date of Birth on List', value: '1979 (year only)' },
        { label: 'Exclusion Date', value: '01/15/2016' },
      ]),
    );
    expect(page.alerts[0].checks).toEqual([{ label: 'Date of birth', value: 'agrees' }]);
  });
});
