import { describe, expect, it } from 'vitest';
import { CHOOSE_CATEGORY, FACILITY_REQUIRED } from '@app/shared/onboarding/onboarding';
import { newVendorSchema } from './new-vendor-form';

const valid = { name: 'Harbor Linen', email: 'office@harbor.test', phone: '', facility: '' as const, category: 3 };
const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the Onboard New Vendor form (spec 002 §5)', () => {
  it('turns valid values into the new vendor payload of the acting client', () => {
    expect(newVendorSchema(136, false).parse({ ...valid, phone: '555-123-4567' })).toEqual({
      name: 'Harbor Linen',
      email: 'office@harbor.test',
      phone: '555-123-4567',
      client: 136,
      facility: null,
      category: 3,
      createdByClient: true,
    });
  });

  it('requires Vendor Name and a valid Vendor Email, and checks an optional phone', () => {
    const result = newVendorSchema(136, false).safeParse({ ...valid, name: ' ', email: 'nope', phone: '123' });
    expect(messages(result)).toEqual({ name: 'Vendor Name is required', email: 'Invalid email', phone: 'Must be a 10 digit number' });
  });

  it('requires Facility only when the client has sub-clients', () => {
    expect(newVendorSchema(136, false).safeParse(valid).success).toBe(true);
    expect(messages(newVendorSchema(136, true).safeParse(valid))).toEqual({ facility: FACILITY_REQUIRED });
    expect(newVendorSchema(136, true).parse({ ...valid, facility: 140 }).facility).toBe(140);
  });

  it('asks for a category when none is chosen', () => {
    expect(messages(newVendorSchema(136, false).safeParse({ ...valid, category: '' }))).toEqual({ category: CHOOSE_CATEGORY });
  });
});
