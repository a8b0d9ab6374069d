import { z } from 'zod';
import { AddAccountUserRequest, UpdateAccountUserRequest, type AccountUser } from '@app/shared/account/account-users';

/** What the user dialog edits; every field is text (empty when not given). */
export interface AccountUserFormValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  /** Asked when one changes one's own password. */
  currentPassword: string;
}

export type AddAccountUserInput = z.output<typeof AddAccountUserRequest>;
export type UpdateAccountUserInput = z.output<typeof UpdateAccountUserRequest>;

/** The dialog's fields for a new user (all empty) or for editing one (passwords empty). */
export function accountUserFormValues(user?: AccountUser): AccountUserFormValues {
  return {
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    password: '',
    passwordConfirm: '',
    currentPassword: '',
  };
}

/**
 * Blank new-password fields on edit mean "keep the password": they are left out (the current password
 * with them), because the shared edit schema checks any password it is given against the password policy.
 */
function withoutBlankPasswords(
  values: AccountUserFormValues,
): Omit<AccountUserFormValues, 'password' | 'passwordConfirm' | 'currentPassword'> | AccountUserFormValues {
  const { password, passwordConfirm, currentPassword: _currentPassword, ...rest } = values;
  return password || passwordConfirm ? values : rest;
}

/** Add: the shared request schema (every field, passwords matching). */
export const AddAccountUserForm = AddAccountUserRequest;

/** Edit: the shared request schema after blank passwords are dropped (the login name is not sent). */
export const UpdateAccountUserForm = z.preprocess(withoutBlankPasswords, UpdateAccountUserRequest);

/** How a user is named in the table and messages: first and last name, else the login name. */
export function accountUserName(user: Pick<AccountUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
