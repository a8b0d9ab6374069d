import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG, LAST_USER_MESSAGE, PASSWORDS_DONT_MATCH } from '@app/shared/account/account-users';
import { signedInClient, signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';
import { newAccountUser } from './account-user-fixtures';

describe('account users', () => {
  const t = useTestApp();

  const vendorClient = () => signedInVendor(t.app);

  it('lists, adds and edits users of the account; the added user can log in', async () => {
    const { http, user } = await vendorClient();
    expect((await http.get('/services/account/users')).body).toEqual([expect.objectContaining({ id: user.id, isCurrentUser: true })]);
    const added = await http.post('/services/account/users', newAccountUser('una-user'));
    expect(added.status).toBe(201);
    await t.client().login('una-user', 'Second!Pass2026');
    const edited = await http.put(`/services/account/users/${added.body.id}`, {
      firstName: 'Una',
      lastName: 'Changed',
      email: 'una@vendor.test',
    });
    expect(edited.body).toMatchObject({ username: 'una-user', lastName: 'Changed' });
  });

  it("refuses mismatched passwords with the spec text, a taken login name, and changing another user's password", async () => {
    const { http } = await vendorClient();
    expect(
      (await http.post('/services/account/users', { ...newAccountUser('mismatch'), passwordConfirm: 'Other!Pass2026' })).body.error
        .fieldErrors.passwordConfirm,
    ).toBe(PASSWORDS_DONT_MATCH);
    await http.post('/services/account/users', newAccountUser('taken-name'));
    expect((await http.post('/services/account/users', newAccountUser('TAKEN-NAME'))).status).toBe(409);
    const other = (await http.get('/services/account/users')).body.find((u: { username: string }) => u.username === 'taken-name');
    expect(
      (
        await http.put(`/services/account/users/${other.id}`, {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.co',
          password: 'New!Pass20266',
          passwordConfirm: 'New!Pass20266',
          currentPassword: 'DemoPass!2026',
        })
      ).status,
    ).toBe(403);
    const required = await http.post('/services/account/users', {});
    expect(required.body.error.fieldErrors).toMatchObject({
      username: 'Login Name is required',
      firstName: 'First Name is required',
      email: 'Email is required',
    });
  });

  const ownPasswordChange = (currentPassword?: string) => ({
    firstName: 'Me',
    lastName: 'Myself',
    email: 'me@vendor.test',
    password: 'Brand!New2026',
    passwordConfirm: 'Brand!New2026',
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });

  it("changes one's own password given the current one, ends the user's other sessions and keeps this one", async () => {
    const { http, user } = await vendorClient();
    const elsewhere = t.client();
    await elsewhere.login(user.username);

    const changed = await http.put(`/services/account/users/${user.id}`, ownPasswordChange('DemoPass!2026'));
    expect(changed.status).toBe(200);
    expect((await http.get('/services/account/users/current')).status).toBe(200);
    expect((await elsewhere.get('/services/account/users/current')).status).toBe(401);
    await t.client().login(user.username, 'Brand!New2026');
  });

  it("refuses a change of one's own password with a wrong current password as a field error, changing nothing", async () => {
    const { http, user } = await vendorClient();
    const elsewhere = t.client();
    await elsewhere.login(user.username);

    const refused = await http.put(`/services/account/users/${user.id}`, ownPasswordChange('Wrong!Pass2026'));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual({ currentPassword: CURRENT_PASSWORD_WRONG });
    expect((await http.get('/services/account/users')).body[0]).toMatchObject({ firstName: user.first_name, lastName: user.last_name });
    expect((await elsewhere.get('/services/account/users/current')).status).toBe(200);
    await t.client().login(user.username, 'DemoPass!2026');
  });

  it("requires the current password to change one's own password", async () => {
    const { http, user } = await vendorClient();
    const refused = await http.put(`/services/account/users/${user.id}`, ownPasswordChange());
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors.currentPassword).toBe('Current Password is required');
    await t.client().login(user.username, 'DemoPass!2026');
  });

  it('edits names and e-mail without a current password when the password stays', async () => {
    const { http, user } = await vendorClient();
    const elsewhere = t.client();
    await elsewhere.login(user.username);
    const edited = await http.put(`/services/account/users/${user.id}`, {
      firstName: 'Only',
      lastName: 'Names',
      email: 'only@vendor.test',
    });
    expect(edited.status).toBe(200);
    expect((await elsewhere.get('/services/account/users/current')).status).toBe(200);
  });

  it('removes a user but never the last one of the account', async () => {
    const { http, user } = await vendorClient();
    expect((await http.delete(`/services/account/users/${user.id}`)).body.error.message).toBe(LAST_USER_MESSAGE);
    const added = await http.post('/services/account/users', newAccountUser('to-remove'));
    expect((await http.delete(`/services/account/users/${added.body.id}`)).body).toEqual({ name: 'Una User' });
    expect((await t.client().post('/services/auth/login', { username: 'to-remove', password: 'Second!Pass2026' })).status).toBe(401);
  });

  it("answers 404 for another vendor's user, 401 without a session, 403 for client users", async () => {
    const owner = await vendorClient();
    const intruder = await vendorClient();
    expect(
      (await intruder.http.put(`/services/account/users/${owner.user.id}`, { firstName: 'X', lastName: 'Y', email: 'x@y.co' })).status,
    ).toBe(404);
    expect((await intruder.http.delete(`/services/account/users/${owner.user.id}`)).status).toBe(404);
    expect((await t.client().get('/services/account/users')).status).toBe(401);
    const { http } = await signedInClient(t.app);
    expect((await http.get('/services/account/users')).status).toBe(403);
  });
});
