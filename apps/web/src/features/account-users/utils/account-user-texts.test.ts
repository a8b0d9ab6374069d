import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { addUserFailedMessage, updateUserFailedMessage, userRemovedMessage } from './account-user-texts';

const conflict = new ApiError({
  kind: 'http',
  status: 409,
  message: 'that username is not available. Please choose another.',
  method: 'POST',
  url: '/services/account/users',
});
const offline = new ApiError({ kind: 'network', status: 0, message: 'Network Error', method: 'PUT', url: '/services/account/users/3' });

describe('Users tab messages', () => {
  it("appends the server's text to a failed add", () => {
    expect(addUserFailedMessage(conflict)).toBe('Add user failed. that username is not available. Please choose another.');
  });

  it('gives a hint when no answer came back', () => {
    expect(updateUserFailedMessage(offline)).toBe('Update user failed. Please try again or contact us for support.');
  });

  it('names the removed user', () => {
    expect(userRemovedMessage('Tia Teammate')).toBe('User Tia Teammate removed');
  });
});
