import { describe, expect, it } from 'vitest';
import { BROKEN_UNICODE_MESSAGE, CONTROL_CHARACTERS_MESSAGE } from '@app/shared/validation/text';
import { buildClient } from '../../src/db/seed/factories';
import { signedInVendor } from '../../src/testing/signed-in';
import { newAccountBody } from '../auth/account-body';
import { vendorWithRoster } from '../employees/employee-fixtures';
import { useTestApp } from '../support/harness';

/** Input PostgreSQL refuses or that overflows the stack must be a 400 with the envelope, never a 500. */
describe('hostile user input', () => {
  const t = useTestApp();

  const company = (overrides: Record<string, unknown> = {}) => ({
    businessName: 'Gulf Coast Medical Supply',
    soleProprietor: false,
    officeAddress: { addrLine1: '100 Bay St', city: 'Tampa', state: 'FL', zip: '33601', country: 'US' },
    mailingAddressSameAsDesignated: true,
    phoneNumber: '(813) 555-0100',
    tinType: 'EIN',
    tin: '12-3456789',
    ...overrides,
  });
  const employee = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Maria',
    lastName: 'Gonzalez',
    ssn: '123-45-6789',
    dob: '1984-07-19',
    country: 'US',
    ...overrides,
  });
  /** `{"a":{"a":…1…}}` nested `depth` levels, built as text (JSON.stringify would overflow first). */
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  function expectFieldError(response: { status: number; body: any }, field: string) {
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.fieldErrors[field]).toBe(CONTROL_CHARACTERS_MESSAGE);
  }

  it('refuses a NUL byte in the company profile with 400 naming the field, and saves nothing', async () => {
    const { vendor, http } = await signedInVendor(t.app, { businessName: 'Before' });
    expectFieldError(await http.put('/services/account/company', company({ businessName: 'Gulf\u0000Coast' })), 'businessName');
    expectFieldError(
      await http.put('/services/account/company', company({ officeAddress: { ...company().officeAddress, city: 'Tam\u0000pa' } })),
      'officeAddress.city',
    );
    const row = await t.app.db.selectFrom('vendors').select('business_name').where('id', '=', vendor.id).executeTakeFirstOrThrow();
    expect(row.business_name).toBe('Before');
  });

  it('refuses a NUL byte when adding an employee or an owner, and adds nothing', async () => {
    const { vendor, client: http } = await vendorWithRoster(t.app);
    expectFieldError(await http.post('/services/employees', employee({ lastName: 'Gon\u0000zalez' })), 'lastName');
    expectFieldError(
      await http.post('/services/owners', {
        thisIsABusiness: false,
        firstName: 'Olivia\u0000',
        lastName: 'Owner',
        ownershipPercentage: 40,
      }),
      'firstName',
    );
    const employees = await t.app.db.selectFrom('employees').select('id').where('vendor_id', '=', vendor.id).execute();
    const owners = await t.app.db.selectFrom('owners').select('id').where('vendor_id', '=', vendor.id).execute();
    expect([employees, owners]).toEqual([[], []]);
  });

  it('refuses other control characters in single-line text but keeps line breaks in multi-line text', async () => {
    const { client: http } = await vendorWithRoster(t.app);
    expectFieldError(await http.post('/services/employees', employee({ firstName: 'Ma\u0007ria' })), 'firstName');
    expectFieldError(await http.post('/services/employees', employee({ city: 'Spring\nfield' })), 'city');
    const saved = await http.put('/services/account/company', company({ servicesOffered: 'Linen\r\n\tand laundry' }));
    expect(saved.status).toBe(200);
    expect(saved.body.servicesOffered).toBe('Linen\r\n\tand laundry');
    expectFieldError(await http.put('/services/account/company', company({ servicesOffered: 'Linen\u0000' })), 'servicesOffered');
  });

  it('refuses a NUL byte on the public create-account and vendor set-up forms, and creates nothing', async () => {
    const http = t.client();
    expectFieldError(
      await http.post('/services/auth/create-account', newAccountBody('nul-user', { firstName: 'Ni\u0000na' })),
      'firstName',
    );
    expectFieldError(await http.post('/services/auth/create-account', newAccountBody('nul\u0000user')), 'username');
    const users = await t.app.db.selectFrom('users').select('id').where('username', 'like', 'nul%').execute();
    expect(users).toEqual([]);

    const client = await buildClient(t.app.db, { name: 'Nul Hospital', tag: 'nul-hospital' });
    const setup = await http.post('/services/vendor-setup/nul-hospital', {
      userFirstName: 'Paula',
      userLastName: 'Purchaser',
      userPhoneNumber: '555-123-4567',
      userEmail: 'paula@hospital.test',
      covBusinessName: 'Linen\u0000Co',
      covEmail: 'hello@linen.test',
      covPhoneNumber: '555-987-6543',
      covVendorCategoryId: 1,
      covManagerId: client.id,
      captchaToken: 'x'.repeat(20),
    });
    expectFieldError(setup, 'covBusinessName');
    expect(await t.app.db.selectFrom('covgs').select('id').execute()).toEqual([]);
  });

  it('refuses a NUL byte in free-form JSON, query strings and path parameters', async () => {
    const http = t.client();
    expectFieldError(
      await http.post('/services/analytic', { eventName: 'Clicked', eventProperties: { label: 'a\u0000b' } }),
      'eventProperties.label',
    );
    expectFieldError(
      await http.post('/services/analytic', { eventName: 'Clicked', eventProperties: { 'la\u0000bel': 'x' } }),
      'eventProperties',
    );
    expectFieldError(await http.get('/services/clients/purl/nul%00tag'), 'tag');
    const { client: vendor } = await vendorWithRoster(t.app);
    expectFieldError(await vendor.get('/services/employees?filter=a%00b'), 'filter');
  });

  it('refuses a lone surrogate in free-form JSON and in text with 400, and stores nothing', async () => {
    const http = t.client();
    const stored = () => t.app.db.selectFrom('analytics_events').select('id').execute();
    const before = await stored();
    const inJson = await http.post('/services/analytic', { eventName: 'Clicked', eventProperties: { label: [1, '\ud800'] } });
    expect(inJson.status).toBe(400);
    expect(inJson.body.error.fieldErrors['eventProperties.label.1']).toBe(BROKEN_UNICODE_MESSAGE);
    const inText = await http.post('/services/analytic', { eventName: 'Clicked \udfff', eventProperties: {} });
    expect(inText.body.error.fieldErrors.eventName).toBe(BROKEN_UNICODE_MESSAGE);
    expect(await stored()).toEqual(before);
  });

  it('refuses JSON nested deeper than 64 levels with 400 on a public and on a signed-in route', async () => {
    const http = t.client();
    const publicAnswer = await http.post('/services/analytic', `{"eventName":"x","eventProperties":${nested(100_000)}}`);
    expect(publicAnswer.status).toBe(400);
    expect(publicAnswer.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request body is nested too deeply (more than 64 levels).',
    });

    const { http: vendor } = await signedInVendor(t.app);
    const signedInAnswer = await vendor.put('/services/account/company', `{"businessName":${nested(65)}}`);
    expect(signedInAnswer.status).toBe(400);
    expect(signedInAnswer.body.error.message).toBe('The request body is nested too deeply (more than 64 levels).');
  });

  it('accepts JSON nested 64 levels deep, and brackets inside strings do not count', async () => {
    const http = t.client();
    const deepButAllowed = await http.post('/services/analytic', `{"eventName":"x","eventProperties":${nested(63)}}`);
    expect(deepButAllowed.status).toBe(204);
    const brackets = await http.post('/services/analytic', { eventName: 'x', eventProperties: { text: '[{'.repeat(500) + '\\"' } });
    expect(brackets.status).toBe(204);
  });
});
