import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Medical Supply',
  summary: 'Medical supplies for hospitals',
  states: ['fl', 'GA'],
  categories: [{ id: 1, name: 'Medical Supplies' }],
  contactFirstName: 'Mia',
  contactEmail: 'mia@acme.test',
  contactPhoneUS: true,
  contactPhone: '813-555-0100',
  website: 'https://acme.test',
  visible: true,
  ...overrides,
});

describe('Marketplace profile', () => {
  const t = useTestApp();

  const vendorClient = async () => (await signedInVendor(t.app)).http;

  it('has none at first, then creates one with a logo, and replaces it', async () => {
    const http = await vendorClient();
    expect((await http.get('/services/account/marketplace/profile')).body).toEqual({ profile: null });
    const logo = await http.upload('/services/files', [{ filename: 'logo.png', content: PNG }], {
      headers: { 'directory-name': 'marketplace-logo' },
    });
    const saved = await http.put('/services/account/marketplace/profile', profile({ logoFileId: logo.body.id }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Acme Medical Supply',
      states: ['FL', 'GA'],
      logoName: 'logo.png',
      logoUrl: `/services/files/${logo.body.id}`,
      showEditButton: true,
    });
    const replaced = await http.put('/services/account/marketplace/profile', profile({ states: [], visible: false }));
    expect(replaced.body).toMatchObject({ states: [], visible: false, logoFileId: null });
  });

  it('checks phones by mode, e-mail, website, states and categories', async () => {
    const http = await vendorClient();
    const bad = await http.put(
      '/services/account/marketplace/profile',
      profile({ contactPhone: '+12345', contactEmail: 'nope', website: 'acme', states: ['ZZ'] }),
    );
    expect(bad.body.error.fieldErrors).toMatchObject({
      contactEmail: 'Invalid email',
      website: 'Enter a web address starting with http:// or https://',
      'states.0': 'Choose states from the list',
    });
    expect(
      (await http.put('/services/account/marketplace/profile', profile({ contactPhone: '+12345' }))).body.error.fieldErrors.contactPhone,
    ).toMatch(/###-###-####/);
    expect(
      (await http.put('/services/account/marketplace/profile', profile({ contactPhoneUS: false, contactPhone: '+4915123456789' }))).status,
    ).toBe(200);
    expect((await http.put('/services/account/marketplace/profile', profile({ categories: [{ id: 99, name: 'Made up' }] }))).status).toBe(
      400,
    );
    expect((await http.get('/services/account/marketplace/categories')).body).toHaveLength(10);
  });

  it("refuses another vendor's logo and needs a vendor session", async () => {
    const owner = await vendorClient();
    const logo = await owner.upload('/services/files', [{ filename: 'logo.png', content: PNG }], {
      headers: { 'directory-name': 'marketplace-logo' },
    });
    const intruder = await vendorClient();
    expect(
      (await intruder.put('/services/account/marketplace/profile', profile({ logoFileId: logo.body.id }))).body.error.fieldErrors
        .logoFileId,
    ).toBe('Upload the logo again');
    expect((await t.client().get('/services/account/marketplace/profile')).status).toBe(401);
  });
});
