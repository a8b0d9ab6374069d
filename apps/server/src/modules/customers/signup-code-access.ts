import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, rateLimited } from '../../platform/errors';
import { isLocked, recordFailure } from '../auth/login-throttle';

/*
 * Who may use a signup code, and how fast codes may be tried. Shared by connecting a code (customers)
 * and the signup wizard's calls (signup).
 */

/**
 * Whether another vendor holds the code: it connected it (its enrolment started with this code) or
 * finished signup with it. A code held by another vendor answers like a used code. Call it with the
 * code's row locked (FOR UPDATE) when the answer decides a write, so two vendors cannot take it at once.
 */
export async function heldByAnotherVendor(db: Db, code: string, vendorId: number): Promise<boolean> {
  const holder = await db
    .selectFrom('enrollments')
    .select('id')
    .where('signup_code', '=', code)
    .where('vendor_id', '<>', vendorId)
    .executeTakeFirst();
  return Boolean(holder);
}

/**
 * Whether the code's vendor group is already linked to another vendor (the regroup refuses such a move
 * too): signing up with it would take the group, and its compliance, over (issue 29). Locks the group's
 * row, so a regroup or a signup of the same group waits for the caller's transaction.
 */
export async function groupOfAnotherVendor(db: Db, covgId: number, vendorId: number): Promise<boolean> {
  const group = await db.selectFrom('covgs').select('vendor_id').where('id', '=', covgId).forUpdate().executeTakeFirst();
  return group?.vendor_id != null && group.vendor_id !== vendorId;
}

/** Wrong codes (unknown, or used or held by another vendor) one user may try in the window before 429. */
export const SIGNUP_CODE_MISSES_PER_USER = 10;
/** Wrong codes one network address may try, across its users, in the window before 429. */
export const SIGNUP_CODE_MISSES_PER_ADDRESS = 30;
const USER_WINDOW_MS = 15 * 60_000;
const ADDRESS_WINDOW_MS = 60_000;

export const TOO_MANY_CODE_GUESSES_MESSAGE =
  'Too many SignupIDs that could not be used were tried. Please wait 15 minutes, then check the code your customer sent you.';
export const TOO_MANY_CODE_GUESSES_FROM_ADDRESS =
  'Too many SignupIDs that could not be used were tried from your network. Please wait a minute and try again.';

function keys(ctx: ServiceContext) {
  return { user: `signup-code:user:${requireActor(ctx).userId}`, address: `signup-code:ip:${ctx.ip ?? 'unknown'}` };
}

/**
 * Runs the code-reading part of a call that takes a signup code under the login-style throttle (counts
 * in PostgreSQL, so every API node sees them): refused with 429 while the user or the address is locked;
 * a wrong code (`work` throws 404 or 410) counts a miss for both. Right codes never count and never
 * clear the count, so a vendor's own code cannot reset a guessing run.
 */
export async function throttledCodeCheck<T>(ctx: ServiceContext, work: () => Promise<T>): Promise<T> {
  const { user, address } = keys(ctx);
  if (await isLocked(ctx.db, address)) throw rateLimited(TOO_MANY_CODE_GUESSES_FROM_ADDRESS);
  if (await isLocked(ctx.db, user)) throw rateLimited(TOO_MANY_CODE_GUESSES_MESSAGE);
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) await recordCodeMiss(ctx);
    throw error;
  }
}

/** Counts a wrong code found outside `throttledCodeCheck`'s work (a used code's 200 answer, a 410 from a transaction). */
export async function recordCodeMiss(ctx: ServiceContext): Promise<void> {
  const { user, address } = keys(ctx);
  await recordFailure(ctx.db, user, { max: SIGNUP_CODE_MISSES_PER_USER, windowMs: USER_WINDOW_MS, lockMs: USER_WINDOW_MS });
  await recordFailure(ctx.db, address, { max: SIGNUP_CODE_MISSES_PER_ADDRESS, windowMs: ADDRESS_WINDOW_MS, lockMs: ADDRESS_WINDOW_MS });
}
