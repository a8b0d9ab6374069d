import { describe, expect, it } from 'vitest';
import { SSO_SECRET_REQUIRED, ssoDomainTaken } from '@app/shared/admin/single-sign-on-config';
import { buildClient } from '../../src/db/seed/factories';
import { signedInUser } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

describe('admin single sign-on settings', () => {
  const t = useTestApp();
  const settings = (domains: string[], secret?: string) => ({
    issuer: 'https://login.example-hospital.org/tenant',
    oidcClientId: 'vendorproof',
    ...(secret === undefined ? {} : { clientSecret: secret }),
    emailDomains: domains,
    passwordLoginDisabled: false,
  });
  const admin = async () => (await signedInUser(t.app, { role: 'PT Admin User' })).http;

  it('refuses anonymous callers with 401 and client and vendor users with 403', async () => {
    const client = await buildClient(t.app.db);
    const path = `/services/admin/sso/${client.id}`;
    const anonymous = t.client();
    expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.put(path, settings(['a.org'], 's'))).status).toBe(401);
    expect((await anonymous.delete(path)).status).toBe(401);
    for (const role of ['Client User', 'Vendor User'] as const) {
      const { http } = await signedInUser(t.app, {
        role,
        clientId: role === 'Client User' ? client.id : undefined,
        permissions: ['UsersAccess'],
      });
      expect((await http.get(path)).status).toBe(403);
      expect((await http.put(path, settings(['a.org'], 's'))).status).toBe(403);
      expect((await http.delete(path)).status).toBe(403);
    }
    expect(await t.app.db.selectFrom('client_sso_configs').where('client_id', '=', client.id).executeTakeFirst()).toBeUndefined();
  });

  it('saves the settings with the secret sealed, never answers the secret, and audits without it', async () => {
    const client = await buildClient(t.app.db, { name: 'Mercy General' });
    const http = await admin();
    const saved = await http.put(
      `/services/admin/sso/${client.id}`,
      settings([' Mercy.org ', 'mercy-health.org', 'mercy.org'], 'top-secret-value'),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      clientName: 'Mercy General',
      configured: true,
      issuer: 'https://login.example-hospital.org/tenant',
      oidcClientId: 'vendorproof',
      hasClientSecret: true,
      emailDomains: ['mercy-health.org', 'mercy.org'],
      passwordLoginDisabled: false,
    });
    expect(JSON.stringify(saved.body)).not.toContain('top-secret-value');
    expect((await http.get(`/services/admin/sso/${client.id}`)).body).toEqual(saved.body);

    const row = await t.app.db.selectFrom('client_sso_configs').selectAll().where('client_id', '=', client.id).executeTakeFirstOrThrow();
    expect(row.client_secret_encrypted).not.toContain('top-secret-value');
    expect(t.app.runtime.deps.encryption.decrypt(row.client_secret_encrypted, 'sso.client-secret')).toBe('top-secret-value');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'client-sso-config.saved')
      .where('entity_id', '=', String(client.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.details)).not.toContain('top-secret-value');
    expect(audit.details).toMatchObject({ secretChanged: true, emailDomains: ['mercy-health.org', 'mercy.org'] });
  });

  it('needs a secret on the first save and keeps the stored one when a later save leaves it out', async () => {
    const client = await buildClient(t.app.db);
    const http = await admin();
    const first = await http.put(`/services/admin/sso/${client.id}`, settings(['first-save.org']));
    expect(first.status).toBe(400);
    expect(first.body.error.fieldErrors.clientSecret).toBe(SSO_SECRET_REQUIRED);

    await http.put(`/services/admin/sso/${client.id}`, settings(['first-save.org'], 'kept-secret'));
    const later = await http.put(`/services/admin/sso/${client.id}`, {
      ...settings(['first-save.org', 'second.org']),
      passwordLoginDisabled: true,
    });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ emailDomains: ['first-save.org', 'second.org'], passwordLoginDisabled: true });
    const row = await t.app.db.selectFrom('client_sso_configs').selectAll().where('client_id', '=', client.id).executeTakeFirstOrThrow();
    expect(t.app.runtime.deps.encryption.decrypt(row.client_secret_encrypted, 'sso.client-secret')).toBe('kept-secret');
  });

  it("refuses a domain another organisation's single sign-on covers with 409", async () => {
    const [one, two] = [await buildClient(t.app.db), await buildClient(t.app.db)];
    const http = await admin();
    await http.put(`/services/admin/sso/${one.id}`, settings(['shared-domain.org'], 's1'));
    const refused = await http.put(`/services/admin/sso/${two.id}`, settings(['own.org', 'shared-domain.org'], 's2'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ssoDomainTaken('shared-domain.org'));
    expect((await http.get(`/services/admin/sso/${two.id}`)).body.configured).toBe(false);
  });

  it('answers 400 with field errors for a domain that is not one, no domains or an issuer that is not a URL', async () => {
    const client = await buildClient(t.app.db);
    const http = await admin();
    const badDomain = await http.put(`/services/admin/sso/${client.id}`, settings(['https://mercy.org'], 's'));
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.error.fieldErrors['emailDomains.0']).toBe('Enter domains like hospital.org (no @, no https://)');
    expect((await http.put(`/services/admin/sso/${client.id}`, settings([], 's'))).status).toBe(400);
    expect((await http.put(`/services/admin/sso/${client.id}`, { ...settings(['a.org'], 's'), issuer: 'not a url' })).status).toBe(400);
  });

  it('removes the settings (audited) and answers 404 for an unknown client or nothing to remove', async () => {
    const client = await buildClient(t.app.db);
    const http = await admin();
    await http.put(`/services/admin/sso/${client.id}`, settings(['removed.org'], 's'));
    expect((await http.delete(`/services/admin/sso/${client.id}`)).status).toBe(204);
    expect((await http.get(`/services/admin/sso/${client.id}`)).body).toMatchObject({ configured: false, emailDomains: [] });
    expect(await t.app.db.selectFrom('client_sso_domains').where('domain', '=', 'removed.org').executeTakeFirst()).toBeUndefined();
    expect((await http.delete(`/services/admin/sso/${client.id}`)).status).toBe(404);
    expect((await http.get('/services/admin/sso/99999999')).status).toBe(404);
    const removed = await t.app.db.selectFrom('audit_log').select('action').where('action', '=', 'client-sso-config.removed').execute();
    expect(removed.length).toBeGreaterThan(0);
  });
});
