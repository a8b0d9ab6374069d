import { isApiError } from '../../../api/api-error';

/** The Users tab's messages (spec 001 §8). */
export const USER_UPDATED = 'User is updated successfully';
export const USER_ADDED = 'User is added successfully';
export const USER_REMOVE_FAILED = 'User could not be removed';

/** 'User {user name} removed'. */
export const userRemovedMessage = (name: string) => `User ${name} removed`;

/** The server's text of a failed call; a generic hint when no answer came. */
function serverText(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.message) return error.message;
  return 'Please try again or contact us for support.';
}

/** 'Update user failed. {server text}'. */
export const updateUserFailedMessage = (error: unknown) => `Update user failed. ${serverText(error)}`;

/** 'Add user failed. {server text}'. */
export const addUserFailedMessage = (error: unknown) => `Add user failed. ${serverText(error)}`;

/** 'User {user name} deactivated' (Client Users: a removed client user is kept, unable to log in). */
export const userDeactivatedMessage = (name: string) => `User ${name} deactivated`;

/** Said when a client user is added: how the new user gets a password. */
export const INVITATION_NOTE = 'The new user receives an e-mail with a link to choose a password.';
