import { describe, expect, it } from 'vitest';
import { readCookie } from '../lib/cookies';
import { isSessionExpired, mayHaveSession } from './session-expiry';

describe('session expiry', () => {
  const now = 1_800_000_000_000;
  it('is expired when the auth-expiry cookie is missing', () => {
    expect(isSessionExpired(undefined, now)).toBe(true);
  });
  it('is expired when the timestamp is in the past', () => {
    expect(isSessionExpired(String(now - 1), now)).toBe(true);
  });
  it('is live while the timestamp is in the future', () => {
    expect(isSessionExpired(String(now + 60_000), now)).toBe(false);
  });
  it('is expired when the cookie is not a number', () => {
    expect(isSessionExpired('soon', now)).toBe(true);
  });
  it('reads the cookie among others', () => {
    expect(readCookie('auth-expiry', 'XSRF-TOKEN=abc; auth-expiry=123')).toBe('123');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
});

describe('may have a session', () => {
  it('has none when the auth-expiry cookie was never set or is empty', () => {
    expect(mayHaveSession(undefined)).toBe(false);
    expect(mayHaveSession(' ')).toBe(false);
  });
  it('has none after signing out (the cookie is 0)', () => {
    expect(mayHaveSession('0')).toBe(false);
  });
  it('may have one whenever a time is set, even a past one: the server decides', () => {
    expect(mayHaveSession('1800000000000')).toBe(true);
    expect(mayHaveSession('1')).toBe(true);
  });
});
