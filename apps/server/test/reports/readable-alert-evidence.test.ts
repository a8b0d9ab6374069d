import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildAlert, buildClient, buildCovgWithCode, buildEmployee, buildEnrollment } from '../../src/db/seed/factories';
import { pdfToText } from '../../src/testing/pdf-tools';
import { signedInClient } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { vendorWithRoster } from '../employees/employee-fixtures';

const today = new Date().toISOString().slice(0, 10);

/** A LEIE row as the parser keeps it: normalised fields, and the source columns under `raw` (never shown). */
const LEIE_RECORD = {
  recordId: 'LEIE-ALLEN-1',
  names: { full: 'ALLEN, JANICE' },
  dob: '1979-04-23',
  exclusionType: '1128a1',
  exclusionDate: '2016-01-15',
  address: { street: '12 Elm St', city: 'Dayton', state: 'OH', zip: '45402' },
  raw: { LASTNAME: 'ALLEN', FIRSTNAME: 'JANICE', EXCLDATE: '20160115', EXCLTYPE: '1128a1' },
};
/** An OFAC SDN row: "-0-" placeholders in empty columns, ent_num and Vess_flag in the raw row. */
const OFAC_RECORD = {
  recordId: '36',
  names: { full: 'ACME MEDICAL SUPPLY' },
  program: 'SDGT',
  address: { street: '-0-', city: 'Havana', country: 'Cuba' },
  raw: { ent_num: '36', SDN_Name: 'ACME MEDICAL SUPPLY', SDN_Type: '-0-', Vess_flag: '-0-', Remarks: '-0-' },
};

/** What no document may show of an alert (issue 31). */
function expectNoRawCodes(text: string, where: string) {
  for (const code of [
    'EXCLDATE',
    'EXCLTYPE',
    'ent_num',
    'Vess_flag',
    'SDN_Type',
    '-0-',
    'exclusionDate',
    'recordId',
    '{"',
    'VENDOR_RESPONDED',
    'CONFIRMED',
    'OPEN to',
  ]) {
    expect(text, `${where} shows ${code}`).not.toContain(code);
  }
  expect(text, `${where} shows an ISO date`).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
}

describe('evidence a person can read in every PDF and CSV that shows alerts (issue 31)', () => {
  const t = useTestApp();

  /** Acme, enrolled with Riverside: its employee Janice Allen confirmed on the LEIE, the company itself a possible OFAC match. */
  async function acmeWithAlerts() {
    const { vendor, client: vendorHttp } = await vendorWithRoster(t.app, { businessName: 'Acme Medical Supply' });
    const janice = await buildEmployee(t.app.runtime.deps, {
      vendorId: vendor.id,
      firstName: 'Janice',
      lastName: 'Allen',
      dob: '1979-04-23',
    });
    const db = t.app.db;
    const leie = await buildAlert(db, { vendorId: vendor.id, subjectType: 'EMPLOYEE', subjectId: janice.id, matchedName: 'ALLEN, JANICE' });
    const ofac = await buildAlert(db, {
      vendorId: vendor.id,
      subjectType: 'VENDOR',
      subjectId: vendor.id,
      matchedName: 'ACME MEDICAL SUPPLY',
    });
    await db
      .updateTable('screening_alerts')
      .set({ record: JSON.stringify(LEIE_RECORD), status: 'CONFIRMED' })
      .where('id', '=', leie.id)
      .execute();
    await db
      .updateTable('screening_alerts')
      .set({ record: JSON.stringify(OFAC_RECORD), source_id: 'ofac' })
      .where('id', '=', ofac.id)
      .execute();
    await db
      .insertInto('screening_alert_history')
      .values([
        { alert_id: leie.id, from_status: null, to_status: 'OPEN', reason: 'CREATED', username: null, note: null },
        { alert_id: leie.id, from_status: 'OPEN', to_status: 'CONFIRMED', reason: 'RESOLVED', username: 'reviewer', note: 'Same person' },
        { alert_id: ofac.id, from_status: null, to_status: 'OPEN', reason: 'CREATED', username: null, note: null },
      ])
      .execute();
    const riverside = await buildClient(db, { name: 'Riverside Health', products: ['VendorProofEngage'] });
    await buildCovgWithCode(db, { clientId: riverside.id, preferredName: 'Acme Medical Supply', vendorId: vendor.id });
    await buildEnrollment(db, { vendorId: vendor.id, clientId: riverside.id, complete: true });
    const { http: clientHttp } = await signedInClient(t.app, { clientId: riverside.id });
    return { vendorHttp, clientHttp, janice };
  }

  it('labels the list record, names the subject and dates MM/DD/YYYY in the monitoring audit CSV and PDF', async () => {
    const { vendorHttp } = await acmeWithAlerts();
    const csv = await vendorHttp.get(`/services/reports/audit/csv?from=2020-01-01&to=${today}`);
    expect(csv.status).toBe(200);
    const records = parse(csv.body as string) as string[][];
    const janice = records.find((r) => r[1] === 'Janice Allen')!;
    expect(janice[0]).toBe('Employee');
    expect(janice[6]).toBe('ALLEN, JANICE');
    expect(janice[7]).toContain('Name on List: ALLEN, JANICE');
    expect(janice[7]).toContain('Exclusion Date: 01/15/2016');
    expect(janice[7]).toContain('Exclusion Type: 1128a1');
    expect(janice[8]).toBe('Excluded (confirmed)');
    expect(janice[9]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} Raised \(Under review\) by automatic screening \| \d{2}\/\d{2}\/\d{4} Under review to Excluded \(confirmed\) by reviewer: Same person$/,
    );
    const company = records.find((r) => r[0] === 'Company')!;
    expect(company[7]).toBe('List Record ID: 36; Name on List: ACME MEDICAL SUPPLY; Address on List: Havana, Cuba; Program: SDGT');
    expect(company[8]).toBe('Under review');
    expectNoRawCodes(
      records
        .slice(1)
        .map((r) => r.join(' '))
        .join('\n'),
      'audit CSV',
    );

    const pdf = await vendorHttp.download(`/services/reports/audit/pdf?from=2020-01-01&to=${today}`);
    expect(pdf.status).toBe(200);
    const text = pdfToText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Janice Allen, employee');
    expect(text).toContain('Acme Medical Supply, company');
    expect(text).toContain('Exclusion Date: 01/15/2016');
    expect(text).toContain('Address on List: Havana, Cuba');
    expect(text).toContain('Under review to Excluded (confirmed) by reviewer');
    expectNoRawCodes(text, 'audit PDF');
  });

  it('labels the list record and the changes in the Individual Audit Report PDF', async () => {
    const { vendorHttp, janice } = await acmeWithAlerts();
    const pdf = await vendorHttp.download(`/services/employees/${janice.id}/audit-report?asOf=${today}`);
    expect(pdf.status).toBe(200);
    const text = pdfToText(pdf.bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Name on List: ALLEN, JANICE');
    expect(text).toContain('Exclusion Date: 01/15/2016');
    expect(text).toContain('Under review to Excluded (confirmed)');
    // The report's own dates of birth and generation stamps are MM/DD/YYYY; only the raw record is checked here.
    expectNoRawCodes(text, 'Individual Audit Report');
  });

  it('gives the client readable alert history in CSV, with a person’s date of birth by year only', async () => {
    const { clientHttp } = await acmeWithAlerts();
    const csv = await clientHttp.get(`/services/client/reports/alert-history?from=2020-01-01&to=${today}`);
    expect(csv.status).toBe(200);
    const records = parse(csv.body as string) as string[][];
    const confirmed = records.find((r) => r[2] === 'Janice Allen, employee' && r[7] === 'Under review to Excluded (confirmed)')!;
    expect(confirmed[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC$/);
    expect(confirmed[5]).toContain('Date of Birth on List: 1979 (year only)');
    expect(confirmed[5]).toContain('Exclusion Date: 01/15/2016');
    expect(confirmed[8]).toBe('decided by the reviewer');
    const company = records.find((r) => r[2] === 'Acme Medical Supply, company')!;
    expect(company[3]).toBe('OFAC Specially Designated Nationals (SDN)');
    expect(company[5]).toContain('Program: SDGT');
    const body = records
      .slice(1)
      .map((r) => r.join(' '))
      .join('\n');
    expect(body).not.toMatch(/04\/23\/1979|1979-04-23/);
    expectNoRawCodes(body, 'client alert history CSV');
  });
});
