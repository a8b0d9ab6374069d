import { sql, type RawBuilder } from 'kysely';
import type { IncludeOption, InvoiceSortField, LinkOption } from '@app/shared/invoices/invoices';
import type { Db } from '../../platform/db/database';

export interface InvoiceFilter {
  vendorNumber?: string;
  covId?: number;
  covgId?: number;
  signupCode?: string;
  linkOption: LinkOption;
  includeInAnnualSpendOption: IncludeOption;
}

interface InvoiceDbRow {
  id: number;
  client_id: number;
  facility: string;
  account_name: string | null;
  vendor_number: string;
  cov_id: number | null;
  invoice_number: string;
  invoice_date: string | null;
  payment_date: string | null;
  payment_due_date: string | null;
  payment_status: string | null;
  include_in_annual_spend: boolean;
  amount_cents: string | number;
  total: number;
}

const ORDER: Record<InvoiceSortField, RawBuilder<unknown>> = {
  clientId: sql`i.client_id`,
  facility: sql`lower(c.name)`,
  accountName: sql`lower(v.legal_name)`,
  vendorNumber: sql`i.vendor_number`,
  covId: sql`i.cov_id`,
  invoiceNumber: sql`i.invoice_number`,
  invoiceDate: sql`i.invoice_date`,
  paymentDate: sql`i.payment_date`,
  paymentDueDate: sql`i.payment_due_date`,
  paymentStatus: sql`i.payment_status`,
  includeInAnnualSpend: sql`i.include_in_annual_spend`,
  amount: sql`i.amount_cents`,
};

function conditions(filter: InvoiceFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (filter.vendorNumber) where.push(sql`i.vendor_number = ${filter.vendorNumber}`);
  if (filter.covId !== undefined) where.push(sql`i.cov_id = ${filter.covId}`);
  if (filter.covgId !== undefined) where.push(sql`i.cov_id IN (SELECT g.id FROM covs g WHERE g.covg_id = ${filter.covgId})`);
  if (filter.signupCode) {
    where.push(sql`i.cov_id IN (SELECT g.id FROM covs g JOIN signup_codes s ON s.covg_id = g.covg_id
                                 WHERE upper(s.code) = upper(${filter.signupCode}))`);
  }
  if (filter.linkOption === 'Linked') where.push(sql`i.cov_id IS NOT NULL`);
  if (filter.linkOption === 'Unlinked') where.push(sql`i.cov_id IS NULL`);
  if (filter.includeInAnnualSpendOption === 'Included') where.push(sql`i.include_in_annual_spend`);
  if (filter.includeInAnnualSpendOption === 'Excluded') where.push(sql`NOT i.include_in_annual_spend`);
  return where;
}

/** One page of invoices with the importing client's name and the linked COV's legal name, counted (window). */
export async function invoicesPage(
  db: Db,
  filter: InvoiceFilter,
  order: { sortBy: InvoiceSortField; sortDesc: boolean },
  page: { offset: number; limit: number },
) {
  const direction = order.sortDesc ? sql`DESC` : sql`ASC`;
  const { rows } = await sql<InvoiceDbRow>`
    SELECT i.id, i.client_id, c.name AS facility, v.legal_name AS account_name, i.vendor_number, i.cov_id,
           i.invoice_number, i.invoice_date::text AS invoice_date, i.payment_date::text AS payment_date,
           i.payment_due_date::text AS payment_due_date, i.payment_status, i.include_in_annual_spend, i.amount_cents,
           count(*) OVER ()::int AS total
      FROM invoices i
      JOIN clients c ON c.id = i.client_id
      LEFT JOIN covs v ON v.id = i.cov_id
     WHERE ${sql.join(conditions(filter), sql` AND `)}
     ORDER BY ${ORDER[order.sortBy]} ${direction} NULLS LAST, i.id ${direction}
     LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}

/** How many invoices match (for a page past the end, which has no row to carry the window count). */
export async function countInvoices(db: Db, filter: InvoiceFilter): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM invoices i WHERE ${sql.join(conditions(filter), sql` AND `)}`.execute(db);
  return rows[0]?.total ?? 0;
}

/** Included invoices paid in the last 365 days (the migration's rule), as a SQL condition on `i`. */
const COUNTS_TOWARDS_ANNUAL_SPEND = sql`i.include_in_annual_spend AND i.payment_date > current_date - 365 AND i.payment_date <= current_date`;

/** The annual spend (cents) of every invoice with the vendor number, linked or not. */
export async function vendorNumberAnnualSpend(db: Db, vendorNumber: string): Promise<number> {
  const { rows } = await sql<{ spend: string }>`
    SELECT COALESCE(sum(i.amount_cents), 0)::text AS spend
      FROM invoices i
     WHERE i.vendor_number = ${vendorNumber} AND ${COUNTS_TOWARDS_ANNUAL_SPEND}`.execute(db);
  return Number(rows[0]?.spend ?? 0);
}

/** The COVs with the vendor number: each one's annual spend and the sum over all COVs of its group (COVG). */
export async function covAnnualSpends(db: Db, vendorNumber: string) {
  const { rows } = await sql<{ id: number; spend: string; group_spend: string }>`
    WITH spend AS (
      SELECT v.id, v.covg_id, v.vendor_number,
             COALESCE((SELECT sum(i.amount_cents) FROM invoices i WHERE i.cov_id = v.id AND ${COUNTS_TOWARDS_ANNUAL_SPEND}), 0) AS spend
        FROM covs v
       WHERE v.covg_id IN (SELECT g.covg_id FROM covs g WHERE g.vendor_number = ${vendorNumber})
    ), grouped AS (
      SELECT spend.*, sum(spend.spend) OVER (PARTITION BY spend.covg_id) AS group_spend FROM spend
    )
    SELECT id, spend::text AS spend, group_spend::text AS group_spend
      FROM grouped
     WHERE vendor_number = ${vendorNumber}
     ORDER BY id`.execute(db);
  return rows;
}

/**
 * One page of the annual spend per vendor number of the given clients' invoices (a client and its
 * facilities), largest first, with the linked COV's legal name and the invoice count; `total` rides on
 * every row (window).
 */
export async function vendorNumberSpendPage(db: Db, clientIds: number[], page: { offset: number; limit: number }) {
  const { rows } = await sql<{ vendor_number: string; legal_name: string | null; spend: string; invoices: number; total: number }>`
    SELECT i.vendor_number,
           min(v.legal_name) AS legal_name,
           COALESCE(sum(i.amount_cents) FILTER (WHERE ${COUNTS_TOWARDS_ANNUAL_SPEND}), 0)::text AS spend,
           count(*)::int AS invoices,
           count(*) OVER ()::int AS total
      FROM invoices i
      LEFT JOIN covs v ON v.id = i.cov_id
     WHERE i.client_id = ANY(${clientIds}::bigint[])
     GROUP BY i.vendor_number
     ORDER BY COALESCE(sum(i.amount_cents) FILTER (WHERE ${COUNTS_TOWARDS_ANNUAL_SPEND}), 0) DESC, i.vendor_number
     LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows;
}
