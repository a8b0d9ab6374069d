import { describe, expect, it } from 'vitest';
import { PASSWORDS_DONT_MATCH } from '@app/shared/account/account-users';
import { AddAccountUserForm, UpdateAccountUserForm, accountUserFormValues, accountUserName } from './account-user-form';

const STRONG = 'Str0ng!Passw0rd';
const user = { id: 7, username: 'jdoe', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.test', isCurrentUser: false };

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('account user form', () => {
  it('starts empty for a new user', () => {
    expect(accountUserFormValues()).toEqual({
      username: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirm: '',
      currentPassword: '',
    });
  });

  it('fills an edited user but never its password', () => {
    expect(accountUserFormValues(user)).toMatchObject({
      username: 'jdoe',
      firstName: 'Jane',
      email: 'jane@example.test',
      password: '',
      passwordConfirm: '',
    });
  });

  it('requires a matching password when adding', () => {
    const values = {
      ...accountUserFormValues(),
      username: 'new',
      firstName: 'N',
      lastName: 'U',
      email: 'n@example.test',
      password: STRONG,
      passwordConfirm: 'other',
    };
    expect(issues(AddAccountUserForm.safeParse(values))).toEqual([`passwordConfirm: ${PASSWORDS_DONT_MATCH}`]);
  });

  it('names the missing fields when adding', () => {
    const messages = issues(AddAccountUserForm.safeParse(accountUserFormValues()));
    expect(messages).toEqual(
      expect.arrayContaining([
        'username: Login Name is required',
        'firstName: First Name is required',
        'lastName: Last Name is required',
        'email: Email is required',
      ]),
    );
  });

  it('keeps the password when both password fields are left blank on edit', () => {
    const result = UpdateAccountUserForm.safeParse(accountUserFormValues(user));
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.test' });
  });

  it('checks a new password typed on edit against its confirmation', () => {
    const result = UpdateAccountUserForm.safeParse({
      ...accountUserFormValues(user),
      password: STRONG,
      passwordConfirm: 'nope',
      currentPassword: 'Old!Passw0rd',
    });
    expect(issues(result)).toEqual([`passwordConfirm: ${PASSWORDS_DONT_MATCH}`]);
  });

  it('asks for the current password with a new password on edit, and sends it along', () => {
    const newPassword = { ...accountUserFormValues(user), password: STRONG, passwordConfirm: STRONG };
    expect(issues(UpdateAccountUserForm.safeParse(newPassword))).toEqual(['currentPassword: Current Password is required']);
    expect(UpdateAccountUserForm.parse({ ...newPassword, currentPassword: 'Old!Passw0rd' })).toMatchObject({
      password: STRONG,
      currentPassword: 'Old!Passw0rd',
    });
  });

  it('leaves a typed current password out when the new password fields stay blank', () => {
    const result = UpdateAccountUserForm.parse({ ...accountUserFormValues(user), currentPassword: 'Old!Passw0rd' });
    expect(result).toEqual({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.test' });
  });

  it('rejects an invalid e-mail on edit', () => {
    expect(issues(UpdateAccountUserForm.safeParse({ ...accountUserFormValues(user), email: 'jane@' }))).toEqual(['email: Invalid email']);
  });

  it('names a user by first and last name, else by login name', () => {
    expect(accountUserName(user)).toBe('Jane Doe');
    expect(accountUserName({ username: 'solo', firstName: null, lastName: null })).toBe('solo');
  });
});
