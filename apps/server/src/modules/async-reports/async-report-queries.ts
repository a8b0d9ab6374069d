import { sql, type RawBuilder } from 'kysely';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import { toSafeCsv } from '@app/shared/platform/csv';
import type { DateRangeParameter, ReportIdentifier } from '@app/shared/reports/async-reports';
import type { Db } from '../../platform/db/database';
import { complianceRowsSql } from '../customers/compliance-status-sql';

/** Rows read per FETCH from the cursor: one page in memory at a time. */
export const REPORT_PAGE_ROWS = 5_000;

/** The parameters a job reads, defaults already applied when the report was asked for. */
export interface ReportParameters {
  clientId?: string;
  dateRange?: DateRangeParameter;
}

/** Every column a report's query selects is text (or null), named c01, c02… in the header's order. */
type TextRow = Record<string, string | null>;

interface ReportQuery {
  header: string[];
  query: RawBuilder<TextRow>;
}

const dollars = (cents: RawBuilder<unknown>) => sql`to_char(${cents} / 100.0, 'FM999999999999990.00')`;

/**
 * Salesforce Invoice Export: every imported invoice, with its vendor's PTID and group so the CRM can match
 * the account; amounts in dollars.
 */
function salesforceInvoices(): ReportQuery {
  return {
    header: [
      'Invoice ID',
      'Invoice Number',
      'Invoice Date',
      'Payment Date',
      'Payment Due Date',
      'Payment Status',
      'Payment Amount',
      'Include in Annual Spend',
      'Vendor Number',
      'COV ID',
      'Account Name',
      'COVG ID',
      'PTID',
      'Client ID',
      'Facility',
    ],
    query: sql<TextRow>`
      SELECT i.id::text AS c01, i.invoice_number AS c02, to_char(i.invoice_date, 'MM/DD/YYYY') AS c03,
             to_char(i.payment_date, 'MM/DD/YYYY') AS c04, to_char(i.payment_due_date, 'MM/DD/YYYY') AS c05,
             i.payment_status AS c06, ${dollars(sql`i.amount_cents`)} AS c07,
             CASE WHEN i.include_in_annual_spend THEN 'Yes' ELSE 'No' END AS c08, i.vendor_number AS c09,
             i.cov_id::text AS c10, v.legal_name AS c11, v.covg_id::text AS c12, vendor.ptid AS c13,
             COALESCE(c.parent_client_id, c.id)::text AS c14, c.name AS c15
        FROM invoices i
        JOIN clients c ON c.id = i.client_id
        LEFT JOIN covs v ON v.id = i.cov_id
        LEFT JOIN covgs g ON g.id = v.covg_id
        LEFT JOIN vendors vendor ON vendor.id = g.vendor_id
       ORDER BY i.id`,
  };
}

/**
 * Vendor Export One Organization: every vendor group of the client with its COVs (a group without COVs
 * is one row), signup codes, connected vendor, enrolment and compliance status (the one rule).
 */
function vendorExport(clientId: number): ReportQuery {
  return {
    header: [
      'COVG ID',
      'Preferred Name',
      'Signup Codes',
      'Category',
      'Trashed',
      'COV ID',
      'Vendor Number',
      'Legal Name',
      'TIN Type',
      'Manager Name',
      'Facility',
      'PTID',
      'Vendor Business Name',
      'Enrollment Complete',
      'Compliance Status',
    ],
    query: sql<TextRow>`
      SELECT g.id::text AS c01, g.preferred_name AS c02,
             (SELECT string_agg(s.code, ' ' ORDER BY s.code) FROM signup_codes s WHERE s.covg_id = g.id) AS c03,
             g.category AS c04, CASE WHEN g.trashed OR v.trashed THEN 'Yes' ELSE 'No' END AS c05,
             v.id::text AS c06, v.vendor_number AS c07, v.legal_name AS c08, v.tin_type AS c09, v.manager_name AS c10,
             f.name AS c11, vendor.ptid AS c12, vendor.business_name AS c13,
             CASE WHEN e.enrollment_complete THEN 'Yes' ELSE 'No' END AS c14,
             COALESCE(status.compliance_status, ${COMPLIANCE_STATUS.NOT_ENROLLED}) AS c15
        FROM covgs g
        LEFT JOIN covs v ON v.covg_id = g.id
        LEFT JOIN clients f ON f.id = v.client_id
        LEFT JOIN vendors vendor ON vendor.id = g.vendor_id
        LEFT JOIN enrollments e ON e.vendor_id = g.vendor_id AND e.client_id = g.client_id
        LEFT JOIN (${complianceRowsSql({ clientIds: [clientId] })}) status
               ON status.vendor_id = g.vendor_id AND status.client_id = g.client_id
       WHERE g.client_id = ${clientId}
       ORDER BY g.id, v.id`,
  };
}

/**
 * Vendor Names for Billing: the vendors the client (and its facilities) invoiced in the date range, one
 * row per vendor number and COV, with how many invoices and their total.
 */
function vendorNamesForBilling(clientId: number, range: DateRangeParameter): ReportQuery {
  return {
    header: ['Vendor Name', 'Vendor Number', 'COV ID', 'COVG ID', 'PTID', 'Invoices', 'Invoice Total'],
    query: sql<TextRow>`
      SELECT COALESCE(v.legal_name, '') AS c01, i.vendor_number AS c02, v.id::text AS c03, v.covg_id::text AS c04,
             min(vendor.ptid) AS c05, count(*)::text AS c06, ${dollars(sql`sum(i.amount_cents)`)} AS c07
        FROM invoices i
        JOIN clients c ON c.id = i.client_id
        LEFT JOIN covs v ON v.id = i.cov_id
        LEFT JOIN covgs g ON g.id = v.covg_id
        LEFT JOIN vendors vendor ON vendor.id = g.vendor_id
       WHERE (c.id = ${clientId} OR c.parent_client_id = ${clientId})
         AND i.invoice_date BETWEEN ${range.start}::date AND ${range.end}::date
       GROUP BY i.vendor_number, v.id, v.legal_name, v.covg_id
       ORDER BY lower(COALESCE(v.legal_name, '')), i.vendor_number, v.id`,
  };
}

function reportQuery(identifier: ReportIdentifier, parameters: ReportParameters): ReportQuery {
  switch (identifier) {
    case 'salesforceInvoiceReportService':
      return salesforceInvoices();
    case 'vendorExportOneOrganizationService':
      return vendorExport(Number(parameters.clientId));
    case 'vendorNamesForBillingService':
      return vendorNamesForBilling(Number(parameters.clientId), parameters.dateRange!);
  }
}

/**
 * Writes the report as CSV (formula-safe cells, CRLF: `toSafeCsv`) through `write`, page by page from a server-side cursor
 * in one read-only REPEATABLE READ transaction (one consistent snapshot, one page in memory; `write`
 * may wait for the file to drain). Returns how many rows were written (the header not counted).
 */
export async function writeReportCsv(
  db: Db,
  identifier: ReportIdentifier,
  parameters: ReportParameters,
  write: (chunk: string) => Promise<void>,
): Promise<number> {
  const { header, query } = reportQuery(identifier, parameters);
  await write(toSafeCsv([header]));
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      // The cursor is read to its end: plan for the whole result (hash joins), not for its first rows.
      await sql`SET LOCAL cursor_tuple_fraction = 1`.execute(trx);
      await sql`DECLARE async_report NO SCROLL CURSOR FOR ${query}`.execute(trx);
      let written = 0;
      for (;;) {
        const { rows } = await sql<TextRow>`FETCH ${sql.raw(String(REPORT_PAGE_ROWS))} FROM async_report`.execute(trx);
        if (!rows.length) return written;
        written += rows.length;
        await write(toSafeCsv(rows.map((row) => Object.values(row).map((cell) => cell ?? ''))));
      }
    });
}

/** Whether a client has this id (the reports' clientId parameter). */
export async function clientExists(db: Db, clientId: number): Promise<boolean> {
  return (await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}
