import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AnnualSpend, AnnualSpendParams, InvoicePage, InvoiceQuery } from '@app/shared/invoices/invoices';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { annualSpend, listInvoices } from './invoices';

const tags = ['invoices (admin)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

/** The admin hub's Invoices tab (spec 002 §2, §7): the clients' imported invoices and a vendor number's annual spend. */
export async function invoiceRoutes(app: App): Promise<void> {
  app.get('/services/invoices', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary:
        'Admin: invoices filtered by vendor number, COV, COVG, signup code, link and include-in-annual-spend options; paged, amounts in cents',
      querystring: InvoiceQuery,
      response: { 200: InvoicePage, ...errors },
    },
    handler: async (request) => listInvoices(serviceContext(request), request.query),
  });

  app.get('/services/invoices/annual-spend/:vendorNumber', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary:
        "Admin: a vendor number's annual spend (included invoices paid in the last 365 days) and each COV's and its group's, in cents",
      params: AnnualSpendParams,
      response: { 200: AnnualSpend, ...errors },
    },
    handler: async (request) => annualSpend(serviceContext(request), request.params),
  });
}
