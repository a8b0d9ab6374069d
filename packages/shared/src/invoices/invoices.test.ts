import { describe, expect, it } from 'vitest';
import { InvoiceQuery } from './invoices';

describe('invoice list query (spec 002 §7, §9)', () => {
  it('defaults to the first page of 50, newest invoice first, every link and include option', () => {
    expect(InvoiceQuery.parse({})).toEqual({
      page: 0,
      size: 50,
      sortBy: 'invoiceDate',
      sortDesc: true,
      linkOption: 'All',
      includeInAnnualSpendOption: 'All',
    });
  });

  it('takes only the page sizes 50, 100, 250 and 1000', () => {
    for (const size of ['50', '100', '250', '1000']) expect(InvoiceQuery.parse({ size }).size).toBe(Number(size));
    for (const size of ['25', '51', '0', 'all']) expect(InvoiceQuery.safeParse({ size }).success).toBe(false);
  });
});
