import { describe, expect, it } from 'vitest';
import { USERNAME_TAKEN_MESSAGE } from '@app/shared/auth/create-account';
import { buildUser } from '../../src/db/seed/factories';
import { useTestApp } from '../support/harness';
import { newAccountBody } from './account-body';

describe('POST /services/auth/create-account', () => {
  const t = useTestApp();

  it('creates a vendor user with its own vendor, signs in and answers the current user', async () => {
    const client = t.client();
    const response = await client.post('/services/auth/create-account', newAccountBody('nina-new'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: 'nina-new', role: 'Vendor User', firstName: 'Nina', hasMonitoringAccess: false });
    expect(response.body.vendorId).toEqual(expect.any(Number));
    expect((await client.get('/services/account/users/current')).body.userId).toBe(response.body.userId);
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('user_id', '=', response.body.userId).execute();
    expect(audit.map((a) => a.action)).toContain('account.created');
  });

  it('refuses a taken username (any letter case) with 409 and the reason', async () => {
    const existing = await buildUser(t.app.db);
    const response = await t.client().post('/services/auth/create-account', newAccountBody(existing.username.toUpperCase()));
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(USERNAME_TAKEN_MESSAGE);
    expect(response.body.error.fieldErrors.username).toBe(USERNAME_TAKEN_MESSAGE);
  });

  it('refuses mismatched e-mails and passwords with the spec texts', async () => {
    const response = await t.client().post('/services/auth/create-account', {
      ...newAccountBody('mismatch-user'),
      confirmEmail: 'other@newvendor.test',
      confirmPassword: 'Different!Pass2026',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toMatchObject({ confirmEmail: 'Values must match', confirmPassword: 'Passwords must match' });
  });

  it('refuses blank names, a weak password, an invalid e-mail and unaccepted terms', async () => {
    const response = await t.client().post('/services/auth/create-account', {
      ...newAccountBody('weak-user'),
      firstName: '   ',
      email: 'not-an-email',
      confirmEmail: 'not-an-email',
      password: 'alllowercase',
      confirmPassword: 'alllowercase',
      acceptTos: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors).toMatchObject({
      firstName: 'First Name is required and cannot be all blank',
      email: 'Invalid email',
      password: 'At least one uppercase letter',
      acceptTos: 'You must accept the Terms of Service',
    });
  });

  it('refuses text longer than 255 characters', async () => {
    const response = await t.client().post('/services/auth/create-account', { ...newAccountBody('long-user'), lastName: 'x'.repeat(256) });
    expect(response.status).toBe(400);
    expect(response.body.error.fieldErrors.lastName).toBe('Max of 255 characters');
  });

  it('creates exactly one account when the same username is submitted twice at once', async () => {
    const [a, b] = await Promise.all([
      t.client().post('/services/auth/create-account', newAccountBody('racing-user')),
      t.client().post('/services/auth/create-account', newAccountBody('racing-user')),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const rows = await t.app.db.selectFrom('users').select('id').where('username', '=', 'racing-user').execute();
    expect(rows).toHaveLength(1);
  });
});
