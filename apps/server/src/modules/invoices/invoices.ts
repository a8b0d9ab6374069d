import type { z } from 'zod';
import type { ClientAnnualSpendPage, ClientAnnualSpendQuery } from '@app/shared/client-imports/client-imports';
import type { AnnualSpend, InvoicePage, InvoiceQuery, InvoiceRow } from '@app/shared/invoices/invoices';
import { readableClientScope } from '../../platform/auth/tenant-scope';
import { requireActor, type ServiceContext } from '../../platform/context';
import {
  countInvoices,
  covAnnualSpends,
  invoicesPage,
  vendorNumberAnnualSpend,
  vendorNumberSpendPage,
  type InvoiceFilter,
} from './invoice-queries';

type Row = Awaited<ReturnType<typeof invoicesPage>>[number];

function toInvoiceRow(row: Row): InvoiceRow {
  return {
    id: row.id,
    clientId: row.client_id,
    facility: row.facility,
    accountName: row.account_name,
    vendorNumber: row.vendor_number,
    covId: row.cov_id,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    paymentDate: row.payment_date,
    paymentDueDate: row.payment_due_date,
    paymentStatus: row.payment_status,
    includeInAnnualSpend: row.include_in_annual_spend,
    amount: Number(row.amount_cents),
  };
}

/** Admin: the clients' invoices, filtered, sorted and paged (spec 002 §2, §7). */
export async function listInvoices(ctx: ServiceContext, query: z.output<typeof InvoiceQuery>): Promise<InvoicePage> {
  requireActor(ctx);
  const filter: InvoiceFilter = {
    vendorNumber: query.vendorNumber || undefined,
    covId: query.covId,
    covgId: query.covgId,
    signupCode: query.signupCode || undefined,
    linkOption: query.linkOption,
    includeInAnnualSpendOption: query.includeInAnnualSpendOption,
  };
  const rows = await invoicesPage(
    ctx.db,
    filter,
    { sortBy: query.sortBy, sortDesc: query.sortDesc },
    { offset: query.page * query.size, limit: query.size },
  );
  return {
    total: rows[0]?.total ?? (query.page > 0 ? await countInvoices(ctx.db, filter) : 0),
    content: rows.map(toInvoiceRow),
  };
}

/** Admin: a vendor number's annual spend and, per COV with that number, its own and its group's (cents). */
export async function annualSpend(ctx: ServiceContext, params: { vendorNumber: string }): Promise<AnnualSpend> {
  requireActor(ctx);
  const [total, covs] = await Promise.all([
    vendorNumberAnnualSpend(ctx.db, params.vendorNumber),
    covAnnualSpends(ctx.db, params.vendorNumber),
  ]);
  return {
    annualSpend: total,
    vendorNumber: params.vendorNumber,
    covs: covs.map((cov) => ({ id: cov.id, annualSpend: Number(cov.spend), groupAnnualSpend: Number(cov.group_spend) })),
  };
}

/**
 * The acting client's annual spend per vendor number (its and its facilities' invoices, the admin's rule:
 * included invoices paid in the last 365 days), largest first, with the linked COV's legal name (issue 15).
 */
export async function clientAnnualSpend(
  ctx: ServiceContext,
  query: z.output<typeof ClientAnnualSpendQuery>,
): Promise<ClientAnnualSpendPage> {
  const scope = await readableClientScope(ctx);
  const rows = await vendorNumberSpendPage(ctx.db, scope.clientIds, { offset: query.page * query.size, limit: query.size });
  return {
    total: rows[0]?.total ?? 0,
    content: rows.map((row) => ({
      vendorNumber: row.vendor_number,
      legalName: row.legal_name,
      annualSpend: Number(row.spend),
      invoiceCount: row.invoices,
    })),
  };
}
