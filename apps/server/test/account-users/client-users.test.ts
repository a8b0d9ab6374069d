import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_USERS_ACCESS_MESSAGE, productNotOwnedMessage } from '@app/shared/account/client-users';
import { USERNAME_TAKEN_MESSAGE } from '@app/shared/auth/create-account';
import { buildClient, buildUser } from '../../src/db/seed/factories';
import { eventually } from '../../src/testing/eventually';
import { signedInAdmin, signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { startSmtpCapture } from '../../src/testing/smtp-capture';
import { useTestApp } from '../support/harness';

const PRODUCTS = ['VendorProofEngage', 'Attestations'];
const newUser = (username: string, permissions: string[] = ['ImportsAccess']) => ({
  username,
  firstName: 'Nora',
  lastName: 'New',
  email: `${username}@hospital.test`,
  permissions,
});

describe('client users', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ runWorker: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

  const clientAdmin = () => signedInClient(t.app, { products: PRODUCTS, permissions: ['UsersAccess'] });

  it("lists the client's active users with their flags and the client's products", async () => {
    const { http, user, clientId } = await clientAdmin();
    await buildUser(t.app.db, { role: 'Client User', clientId, username: `gone-${clientId}`, disabled: true });
    await buildUser(t.app.db, { role: 'Client User', username: `elsewhere-${clientId}` });
    const response = await http.get('/services/client/users');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      users: [expect.objectContaining({ id: user.id, username: user.username, permissions: ['UsersAccess'], isCurrentUser: true })],
      products: PRODUCTS,
    });
  });

  it('adds a user who sets a password through the e-mailed link (real SMTP) and then signs in with the granted flags', async () => {
    const { http, clientId } = await clientAdmin();
    const added = await http.post('/services/client/users', newUser(`nora-${clientId}`, ['ImportsAccess', 'Attestations']));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      username: `nora-${clientId}`,
      permissions: ['ImportsAccess', 'Attestations'],
      isCurrentUser: false,
    });

    const mail = await eventually(async () => smtp.mails.find((m) => m.to === `nora-${clientId}@hospital.test`));
    expect(mail.text).toContain(`login name "nora-${clientId}"`);
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
    const newcomer = t.client();
    const reset = await newcomer.post('/services/auth/password-reset/token', { token, newPassword: 'Welcome!Pass2027' });
    expect(reset.body.status).toBe('authenticated');
    expect((await newcomer.get('/services/account/users/current')).body).toMatchObject({
      clientId,
      hasImportsAccess: true,
      hasAttestations: true,
      hasUsersAccess: false,
    });
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('entity_id', '=', String(added.body.id)).execute();
    expect(audit.map((row) => row.action)).toContain('client-user.added');
  });

  it('refuses a taken login name (409), missing fields (400) and a product the client does not have (400)', async () => {
    const { http, user } = await clientAdmin();
    const taken = await http.post('/services/client/users', newUser(user.username.toUpperCase()));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fieldErrors.username).toBe(USERNAME_TAKEN_MESSAGE);
    const missing = await http.post('/services/client/users', { ...newUser('x-missing'), firstName: ' ', email: 'nope' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors).toMatchObject({ firstName: 'First Name is required', email: 'Invalid email' });
    const product = await http.post('/services/client/users', newUser('x-onboarding', ['Onboarding']));
    expect(product.status).toBe(400);
    expect(product.body.error.fieldErrors.permissions).toBe(productNotOwnedMessage('Onboarding'));
    expect((await http.post('/services/client/users', newUser('x-flag', ['Superuser']))).status).toBe(400);
  });

  it('edits names, e-mail and flags of a user of the same client', async () => {
    const { http, clientId } = await clientAdmin();
    const other = await buildUser(t.app.db, { role: 'Client User', clientId, permissions: ['ImportsAccess'] });
    const edited = await http.put(`/services/client/users/${other.id}`, {
      firstName: 'Olga',
      lastName: 'Other',
      email: 'olga@hospital.test',
      permissions: ['UsersAccess', 'PaymentWaiverAccess'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      firstName: 'Olga',
      email: 'olga@hospital.test',
      permissions: ['UsersAccess', 'PaymentWaiverAccess'],
    });
  });

  it('keeps UsersAccess with someone: the last holder cannot lose it nor be deactivated (422); another can be', async () => {
    const { http, user, clientId } = await clientAdmin();
    const keep = { firstName: 'Test', lastName: 'User', email: 'me@hospital.test', permissions: ['ImportsAccess'] };
    const demote = await http.put(`/services/client/users/${user.id}`, keep);
    expect(demote.status).toBe(422);
    expect(demote.body.error.message).toBe(LAST_USERS_ACCESS_MESSAGE);
    const remove = await http.delete(`/services/client/users/${user.id}`);
    expect(remove.status).toBe(422);
    expect(remove.body.error.message).toBe(LAST_USERS_ACCESS_MESSAGE);

    const plain = await buildUser(t.app.db, { role: 'Client User', clientId, firstName: 'Pia', lastName: 'Plain' });
    const removed = await http.delete(`/services/client/users/${plain.id}`);
    expect(removed.body).toEqual({ name: 'Pia Plain' });
    const row = await t.app.db.selectFrom('users').select('disabled').where('id', '=', plain.id).executeTakeFirstOrThrow();
    expect(row.disabled).toBe(true);
    expect((await http.get('/services/client/users')).body.users).toHaveLength(1);

    const second = await buildUser(t.app.db, { role: 'Client User', clientId, permissions: ['UsersAccess'] });
    expect((await http.delete(`/services/client/users/${second.id}`)).status).toBe(200);
  });

  it("answers 404 for another client's user and never changes it", async () => {
    const { http } = await clientAdmin();
    const stranger = await buildUser(t.app.db, { role: 'Client User', permissions: ['ImportsAccess'] });
    const body = { firstName: 'Hacked', lastName: 'User', email: 'h@x.test', permissions: ['UsersAccess'] };
    expect((await http.put(`/services/client/users/${stranger.id}`, body)).status).toBe(404);
    expect((await http.delete(`/services/client/users/${stranger.id}`)).status).toBe(404);
    const row = await t.app.db
      .selectFrom('users')
      .select(['first_name', 'disabled'])
      .where('id', '=', stranger.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Test', disabled: false });
  });

  it('refuses anonymous callers (401), vendors and client users without UsersAccess (403), and writes without CSRF', async () => {
    expect((await t.client().get('/services/client/users')).status).toBe(401);
    const { http: vendor } = await signedInVendor(t.app);
    expect((await vendor.get('/services/client/users')).status).toBe(403);
    expect((await vendor.post('/services/client/users', newUser('v-try'))).status).toBe(403);
    const { http: noAccess } = await signedInClient(t.app, { permissions: ['ImportsAccess'] });
    expect((await noAccess.get('/services/client/users')).status).toBe(403);
    expect((await noAccess.post('/services/client/users', newUser('c-try'))).status).toBe(403);
    const { http } = await clientAdmin();
    expect((await http.post('/services/client/users', newUser('no-csrf'), { csrf: false })).status).toBe(403);
  });

  it("lets an admin acting as a client manage that client's users", async () => {
    const client = await buildClient(t.app.db, { name: 'Admin Managed', products: PRODUCTS });
    await buildUser(t.app.db, { role: 'Client User', clientId: client.id, permissions: ['UsersAccess'] });
    const { http } = await signedInAdmin(t.app);
    expect((await http.get('/services/client/users')).status).toBe(403);
    await http.put('/services/current-client', { clientId: client.id });
    expect((await http.get('/services/client/users')).body.users).toHaveLength(1);
    const added = await http.post('/services/client/users', newUser(`admin-made-${client.id}`, ['Attestations']));
    expect(added.status).toBe(201);
    const row = await t.app.db.selectFrom('users').select(['client_id', 'role']).where('id', '=', added.body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ client_id: client.id, role: 'Client User' });
  });
});
