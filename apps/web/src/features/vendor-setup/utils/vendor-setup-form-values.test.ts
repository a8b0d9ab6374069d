import { describe, expect, it } from 'vitest';
import { VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';
import {
  EMPTY_VENDOR_SETUP_FORM,
  SETUP_LOOKUP_FAILED,
  stepOfField,
  VENDOR_SETUP_FORM_FIELDS,
  VENDOR_SETUP_STEPS,
} from './vendor-setup-form-values';

describe('the vendor set-up steps', () => {
  it('cover every field of the set-up payload exactly once', () => {
    expect([...VENDOR_SETUP_FORM_FIELDS].sort()).toEqual(Object.keys(VendorSetupRequest.shape).sort());
  });

  it('are Profile Information, then Vendor Information', () => {
    expect(VENDOR_SETUP_STEPS.map((step) => step.label)).toEqual(['Profile Information', 'Vendor Information']);
  });

  it('find the step of a field, the last one for unknown fields', () => {
    expect(stepOfField('userEmail')).toBe(0);
    expect(stepOfField('captchaToken')).toBe(1);
    expect(stepOfField('somethingElse')).toBe(1);
  });
});

describe('the empty set-up form', () => {
  it('is refused by the shared schema for every required field', () => {
    const result = VendorSetupRequest.safeParse(EMPTY_VENDOR_SETUP_FORM);
    const fields = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect(fields).toEqual(new Set(VENDOR_SETUP_FORM_FIELDS));
  });

  it('is accepted once filled with a masked phone number', () => {
    const result = VendorSetupRequest.safeParse({
      ...EMPTY_VENDOR_SETUP_FORM,
      userFirstName: 'Pat',
      userLastName: 'Lee',
      userPhoneNumber: '555-123-4567',
      userEmail: 'pat@example.com',
      covManagerId: 3,
      covBusinessName: 'Harbor Linen',
      covEmail: 'office@harbor-linen.test',
      covPhoneNumber: '555-765-4321',
      covVendorCategoryId: 2,
      captchaToken: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
    });
    expect(result.success).toBe(true);
  });
});

describe('look-up failure texts', () => {
  it('end with the spec wording', () => {
    expect(SETUP_LOOKUP_FAILED).toEqual({
      client: 'Error getting corporate facility data, please try again or contact us for help',
      facilities: 'Error getting facility data, please try again or contact us for help',
      categories: 'Error getting vendor categories, please try again or contact us for help',
    });
  });
});
