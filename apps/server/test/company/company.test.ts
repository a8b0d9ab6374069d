import { describe, expect, it } from 'vitest';
import { TIN_TYPE_REQUIRED } from '@app/shared/company/company-profile';
import { buildClient } from '../../src/db/seed/factories';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const profile = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Gulf Coast Medical Supply',
  dbaName: 'GCMS',
  soleProprietor: false,
  servicesOffered: 'Durable medical equipment',
  officeAddress: { addrLine1: '100 Bay St', city: 'Tampa', state: 'FL', zip: '33601', country: 'US' },
  mailingAddressSameAsDesignated: true,
  phoneNumber: '(813) 555-0100',
  tinType: 'EIN',
  tin: '12-3456789',
  duns: '123456789',
  npi: '',
  ...overrides,
});

describe('company profile', () => {
  const t = useTestApp();

  const vendorClient = (requirementMap?: Record<string, boolean>) =>
    signedInVendor(t.app, { businessName: null, requirementMap, clientName: 'Config Hospital' });

  it('saves the profile, stores the TIN encrypted and answers it to its own vendor', async () => {
    const { vendor, http } = await vendorClient();
    const saved = await http.put('/services/account/company', profile());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      businessName: 'Gulf Coast Medical Supply',
      tinType: 'EIN',
      tin: '123456789',
      officeAddress: { city: 'Tampa', state: 'FL' },
      mailingAddress: null,
    });
    const row = await t.app.db
      .selectFrom('vendors')
      .select(['tin_encrypted', 'business_name'])
      .where('id', '=', vendor.id)
      .executeTakeFirstOrThrow();
    expect(row.tin_encrypted).not.toContain('123456789');
    expect((await http.get('/services/account/company')).body.tin).toBe('123456789');
  });

  it('refuses the spec rules: TIN type, 9-digit TIN, DUNS, NPI, phone, address parts', async () => {
    const { http } = await vendorClient();
    const response = await http.put(
      '/services/account/company',
      profile({
        tinType: 'UNKNOWN',
        tin: '123',
        duns: '12',
        npi: '99',
        phoneNumber: '12',
        officeAddress: { addrLine1: '', city: '', state: '', zip: '', country: 'US' },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toMatchObject({
      tinType: TIN_TYPE_REQUIRED,
      tin: 'Tax ID must be 9 digits',
      duns: 'DUNS must be 9 digits',
      npi: 'NPI must be 10 digits',
      phoneNumber: 'Must be a 10 digit number',
      'officeAddress.addrLine1': 'Address 1 is required',
      'officeAddress.city': 'City is required',
      'officeAddress.state': 'State is required',
      'officeAddress.zip': 'Zip Code is required',
    });
  });

  it('checks the ZIP against the state and needs a mailing address unless it is the office', async () => {
    const { http } = await vendorClient();
    const wrongZip = await http.put(
      '/services/account/company',
      profile({ officeAddress: { addrLine1: '1 A St', city: 'Tampa', state: 'FL', zip: '10001', country: 'US' } }),
    );
    expect(wrongZip.body.error.fieldErrors['officeAddress.zip']).toBe('Zip Code does not match the state');
    const noMailing = await http.put('/services/account/company', profile({ mailingAddressSameAsDesignated: false }));
    expect(noMailing.body.error.fieldErrors.mailingAddress).toBe('Mailing Address is required');
    const withMailing = await http.put(
      '/services/account/company',
      profile({
        mailingAddressSameAsDesignated: false,
        mailingAddress: { addrLine1: 'PO Box 9', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
      }),
    );
    expect(withMailing.body.mailingAddress).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  it('asks a sole proprietor for first and last name and DOB instead of a business name', async () => {
    const { http } = await vendorClient();
    const missing = await http.put('/services/account/company', profile({ soleProprietor: true, businessName: '' }));
    expect(missing.body.error.fieldErrors).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      dob: 'Date of Birth is required',
    });
    expect((await http.put('/services/account/company', profile({ businessName: '' }))).body.error.fieldErrors.businessName).toBe(
      'Business Name is required',
    );
    const ok = await http.put(
      '/services/account/company',
      profile({ soleProprietor: true, businessName: '', firstName: 'Sam', lastName: 'Solo', dob: '1980-01-01', tinType: 'SSN' }),
    );
    expect(ok.body).toMatchObject({ soleProprietor: true, firstName: 'Sam', businessName: 'Sam Solo' });
  });

  it('requires services offered unless the client configuration turns it off', async () => {
    const strict = await vendorClient();
    expect(
      (await strict.http.put('/services/account/company', profile({ servicesOffered: '' }))).body.error.fieldErrors.servicesOffered,
    ).toBe('Services Offered is required');
    const relaxed = await vendorClient({ SERVICES_OFFERED: false });
    expect((await relaxed.http.put('/services/account/company', profile({ servicesOffered: '' }))).status).toBe(200);
    expect((await relaxed.http.get('/services/account/company')).body.servicesOfferedRequired).toBe(false);
  });

  it("shows the customers' open revision requests and closes them once the profile is saved", async () => {
    const { vendor, http } = await vendorClient();
    const client = await buildClient(t.app.db, { name: 'Asking Hospital' });
    await t.app.db
      .insertInto('revision_request_notes')
      .values({
        vendor_id: vendor.id,
        client_id: client.id,
        type: 'AccountInfo',
        vendor_data_key: 'TIN',
        note: 'The TIN does not match your W-9.',
      })
      .execute();
    const notes = await http.get('/services/revision-request-notes?type=AccountInfo&incompleteOnly=true');
    expect(notes.body).toEqual([
      expect.objectContaining({
        note: 'The TIN does not match your W-9.',
        vendorData: 'TIN',
        clientName: 'Asking Hospital',
        completed: false,
      }),
    ]);
    await http.put('/services/account/company', profile());
    expect((await http.get('/services/revision-request-notes?type=AccountInfo&incompleteOnly=true')).body).toEqual([]);
  });

  it('answers 401 without a session and 403 for client users', async () => {
    expect((await t.client().get('/services/account/company')).status).toBe(401);
    const { http } = await signedInClient(t.app);
    expect((await http.put('/services/account/company', profile())).status).toBe(403);
  });
});
