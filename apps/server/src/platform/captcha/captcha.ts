import { createHmac } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { loadOrCreateDataKey } from '../crypto/field-encryption';

const EXPIRES_MINUTES = 10;
/** About a second of work in a browser: enough to make scripted submissions costly. */
const MAX_NUMBER = 100_000;

/** The HMAC key of challenges, derived from the data key so every API node shares it. */
function hmacKey(config: AppConfig): string {
  return createHmac('sha256', loadOrCreateDataKey(config.DATA_KEY, config.dataDir)).update('altcha-challenges').digest('hex');
}

/**
 * A self-hosted proof-of-work captcha (ALTCHA): the browser finds the number whose hash matches the
 * challenge; no outside service is involved.
 */
export async function newCaptchaChallenge(config: AppConfig) {
  return createChallenge({ hmacKey: hmacKey(config), maxNumber: MAX_NUMBER, expires: new Date(Date.now() + EXPIRES_MINUTES * 60_000) });
}

/** True for a valid, unexpired solution not used before (each solution is accepted once). */
export async function consumeCaptcha(config: AppConfig, db: Db, token: string): Promise<boolean> {
  let payload: { signature?: string };
  try {
    payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { signature?: string };
  } catch {
    return false;
  }
  if (!payload.signature || !(await verifySolution(token, hmacKey(config), true))) return false;
  const claimed = await db
    .insertInto('captcha_uses')
    .values({ signature: payload.signature })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return Boolean(claimed);
}
