import { describe, expect, it } from 'vitest';
import { checkInvoiceRow, checkVendorMasterRow, parseAmountCents, parseImportDate } from './import-rows';

const context = {
  defaultClientId: 1,
  facilities: new Map([
    ['riverside', 1],
    ['north campus', 2],
  ]),
  facilityNames: ['Riverside', 'North Campus'],
};

describe('vendor master rows', () => {
  it('accepts a full row, keeps the TIN digits and puts an empty facility at the importing client', () => {
    expect(checkVendorMasterRow(['V1', 'Acme LLC', '12-3456789', '', 'Supplies', '1 Main St'], context)).toEqual({
      errors: [],
      value: { clientId: 1, vendorNumber: 'V1', legalName: 'Acme LLC', tin: '123456789', category: 'Supplies', address: '1 Main St' },
    });
  });

  it('names a facility case-insensitively', () => {
    expect(checkVendorMasterRow(['V1', 'Acme', '', 'North Campus', '', ''], context).value?.clientId).toBe(2);
  });

  it('requires the vendor number and legal name and refuses a TIN that is not 9 digits and an unknown facility', () => {
    expect(checkVendorMasterRow(['', '', '1234', 'Elsewhere', '', ''], context)).toEqual({
      errors: [
        { col: 0, message: 'Vendor Number is required' },
        { col: 1, message: 'Legal Name is required' },
        { col: 2, message: 'TIN must be 9 digits' },
        { col: 3, message: 'Facility must be one of: Riverside, North Campus (or empty)' },
      ],
    });
  });

  it('refuses a row with the wrong number of columns, control characters and over-long cells', () => {
    const result = checkVendorMasterRow(['V1', 'Acme\u0007', '', '', 'x'.repeat(101)], context);
    expect(result.value).toBeUndefined();
    expect(result.errors).toEqual([
      { col: 5, message: 'Expected 6 columns, found 5' },
      { col: 1, message: 'Must not contain control characters' },
      { col: 4, message: 'Max of 100 characters' },
    ]);
  });
});

describe('invoice rows', () => {
  it('reads dates as MM/DD/YYYY, the amount in cents and the status upper-cased', () => {
    expect(checkInvoiceRow(['V1', 'INV-1', '1/2/2026', '01/20/2026', '', '$1,234.5', 'paid'])).toEqual({
      errors: [],
      value: {
        vendorNumber: 'V1',
        invoiceNumber: 'INV-1',
        invoiceDate: '2026-01-02',
        paymentDate: '2026-01-20',
        paymentDueDate: null,
        amountCents: 123_450,
        paymentStatus: 'PAID',
      },
    });
  });

  it('requires vendor number, invoice number, invoice date and amount', () => {
    expect(checkInvoiceRow(['', '', '', '', '', '', '']).errors).toEqual([
      { col: 0, message: 'Vendor Number is required' },
      { col: 1, message: 'Invoice Number is required' },
      { col: 2, message: 'Invoice Date is required' },
      { col: 5, message: 'Amount is required' },
    ]);
  });

  it('says which date is malformed or not a real date, and refuses an amount with three decimals', () => {
    expect(checkInvoiceRow(['V1', 'I', '2026/01/02', '02/30/2026', '', '1.234', '']).errors).toEqual([
      { col: 2, message: 'Invoice Date must be a date in MM/DD/YYYY format' },
      { col: 3, message: 'Payment Date 02/30/2026 is not a real date (month 1-12, then a day that month has)' },
      { col: 5, message: 'Amount must be a dollar amount with at most 2 decimals, e.g. 1234.50' },
    ]);
  });
});

describe('cell parsers', () => {
  it('reads credits as negative amounts, in parentheses or with a minus', () => {
    expect(parseAmountCents('(12.00)')).toBe(-1200);
    expect(parseAmountCents('-$5')).toBe(-500);
    expect(parseAmountCents('0.07')).toBe(7);
    expect(parseAmountCents('12e3')).toBeNull();
    expect(parseAmountCents('99999999999999')).toBeNull();
  });

  it('accepts ISO dates too', () => {
    expect(parseImportDate('Due Date', '2026-03-04')).toEqual({ iso: '2026-03-04' });
  });
});
