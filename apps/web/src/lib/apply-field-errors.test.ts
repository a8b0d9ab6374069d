import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyFieldErrors } from './apply-field-errors';

type Form = { username: string; email: string };

const serverError = (fieldErrors?: Record<string, string>) =>
  new ApiError({ kind: 'http', status: 400, message: 'Invalid', method: 'POST', url: '/services/x', fieldErrors });

describe('server field errors on form fields', () => {
  it('sets each known field error and focuses the first', () => {
    const calls: unknown[] = [];
    const applied = applyFieldErrors<Form>(
      serverError({ username: 'Username is required', other: 'ignored' }),
      (...args) => calls.push(args),
      ['username', 'email'],
    );
    expect(applied).toEqual(['username']);
    expect(calls).toEqual([['username', { type: 'server', message: 'Username is required' }, { shouldFocus: true }]]);
  });

  it('does nothing for errors without field errors', () => {
    expect(applyFieldErrors<Form>(serverError(), () => undefined, ['username'])).toEqual([]);
    expect(applyFieldErrors<Form>(new Error('x'), () => undefined, ['username'])).toEqual([]);
  });
});
