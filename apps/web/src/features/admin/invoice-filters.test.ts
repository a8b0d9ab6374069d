import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_FILTERS, invoiceQuery } from './invoice-filters';

const paging = { page: 0, size: 50, sortBy: 'invoiceDate', sortDesc: true } as const;

describe('invoice filters (spec 002 §2, §9)', () => {
  it('starts with no filter and include-in-annual-spend set to Included', () => {
    expect(invoiceQuery(DEFAULT_INVOICE_FILTERS, paging)).toEqual({
      page: 0,
      size: 50,
      sortBy: 'invoiceDate',
      sortDesc: 'true',
      linkOption: 'All',
      includeInAnnualSpendOption: 'Included',
    });
  });

  it('sends trimmed text filters and ids as numbers, leaving out empty or unreadable ones', () => {
    const filters = {
      ...DEFAULT_INVOICE_FILTERS,
      vendorNumber: ' V-100 ',
      covId: '42',
      covgId: 'abc',
      signupCode: '  ',
      linkOption: 'Unlinked' as const,
    };
    expect(invoiceQuery(filters, { ...paging, page: 2, size: 250, sortDesc: false })).toEqual({
      page: 2,
      size: 250,
      sortBy: 'invoiceDate',
      sortDesc: 'false',
      vendorNumber: 'V-100',
      covId: 42,
      linkOption: 'Unlinked',
      includeInAnnualSpendOption: 'Included',
    });
    expect(invoiceQuery({ ...DEFAULT_INVOICE_FILTERS, covId: '0', covgId: '7', signupCode: 'abc123' }, paging)).toMatchObject({
      covgId: 7,
      signupCode: 'abc123',
    });
    expect(invoiceQuery({ ...DEFAULT_INVOICE_FILTERS, covId: '0' }, paging)).not.toHaveProperty('covId');
  });
});
