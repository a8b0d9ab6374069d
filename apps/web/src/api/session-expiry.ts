import { readCookie } from '../lib/cookies';
import { httpContext } from './http-context';

const AUTH_EXPIRY_COOKIE = 'auth-expiry';
const LOGIN_LOCATION = '/v2/#/vendor/login';

/** True when the auth-expiry cookie (a millisecond timestamp) is missing, unreadable or in the past. */
export function isSessionExpired(expiryCookie: string | undefined, now: number): boolean {
  if (expiryCookie === undefined || expiryCookie.trim() === '') return true;
  const expiresAt = Number(expiryCookie);
  return !Number.isFinite(expiresAt) || expiresAt < now;
}

/**
 * False when the auth-expiry cookie says no session exists: never set (nobody signed in in this browser) or
 * '0' (signed out). A past time still may: the server, not the browser's clock, decides that a session ended.
 */
export function mayHaveSession(expiryCookie: string | undefined): boolean {
  return expiryCookie !== undefined && expiryCookie.trim() !== '' && expiryCookie.trim() !== '0';
}

/** `mayHaveSession` of this browser's auth-expiry cookie now. */
export function browserMayHaveSession(): boolean {
  return mayHaveSession(readCookie(AUTH_EXPIRY_COOKIE));
}

let redirecting = false;

/**
 * Runs after every response, success or failure (spec 002 §4 Session): on a route that needs a role or
 * a navbar permission, an expired session sends the browser to the vendor login and reloads, once only.
 */
export function checkSessionExpiry(): void {
  if (redirecting) return;
  if (!httpContext().currentRouteNeedsSession()) return;
  if (!isSessionExpired(readCookie(AUTH_EXPIRY_COOKIE), Date.now())) return;
  console.log('Authorization expired. Redirect to login');
  reloadAtLogin();
}

/** Opens the vendor login as a fresh page (nothing cached for the ended session survives), once only. */
export function reloadAtLogin(): void {
  if (redirecting) return;
  redirecting = true;
  window.location.assign(LOGIN_LOCATION);
  window.location.reload();
}
