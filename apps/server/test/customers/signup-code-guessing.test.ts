import { beforeEach, describe, expect, it } from 'vitest';
import { buildClient, buildCovgWithCode } from '../../src/db/seed/factories';
import {
  SIGNUP_CODE_MISSES_PER_ADDRESS,
  SIGNUP_CODE_MISSES_PER_USER,
  TOO_MANY_CODE_GUESSES_FROM_ADDRESS,
  TOO_MANY_CODE_GUESSES_MESSAGE,
} from '../../src/modules/customers/signup-code-access';
import type { TestClient, TestResponse } from '../../src/testing/http-client';
import { signedInVendor } from '../../src/testing/signed-in';
import { useTestApp } from '../support/harness';

/** Every call that takes a signup code, each guessing an unknown one (404). */
const GUESSES: Array<(http: TestClient, code: string) => Promise<TestResponse>> = [
  (http, code) => http.get(`/services/signup-code/${code}/validate`),
  (http, code) => http.post(`/services/signup-code/${code}/validate`),
  (http, code) => http.get(`/services/vendor/signup/${code}`),
  (http, code) => http.post(`/services/vendor/signup/${code}`, { shownFormItemIds: [] }),
];

describe('guessing signup codes', () => {
  const t = useTestApp();

  beforeEach(async () => {
    // Every test starts with no misses counted for the test address (all test requests come from it).
    await t.app.db.deleteFrom('login_failures').where('key', 'like', 'signup-code:%').execute();
  });

  async function guess(http: TestClient, times: number) {
    for (let i = 0; i < times; i++) {
      const response = await GUESSES[i % GUESSES.length]!(http, `NOPE${String(i).padStart(4, '0')}`);
      expect(response.status).toBe(404);
    }
  }

  async function realCode() {
    const hospital = await buildClient(t.app.db, { name: 'Guessed Hospital' });
    return (await buildCovgWithCode(t.app.db, { clientId: hospital.id })).code;
  }

  it('answers 429 with a clear message to a user past the limit of wrong codes, on every code call and even for a real code', async () => {
    const code = await realCode();
    const { http } = await signedInVendor(t.app);
    await guess(http, SIGNUP_CODE_MISSES_PER_USER);

    for (const call of GUESSES) {
      const response = await call(http, code);
      expect(response.status).toBe(429);
      expect(response.body.error).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY_CODE_GUESSES_MESSAGE });
    }
    const { http: colleague } = await signedInVendor(t.app);
    expect((await colleague.get(`/services/signup-code/${code}/validate`)).body).toEqual({ clientName: 'Guessed Hospital' });
  });

  it('does not count real codes, so looking one up again and again is never limited', async () => {
    const code = await realCode();
    const { http } = await signedInVendor(t.app);
    for (let i = 0; i <= SIGNUP_CODE_MISSES_PER_USER; i++) {
      expect((await http.get(`/services/signup-code/${code}/validate`)).status).toBe(200);
    }
  });

  it('answers 429 to every user of an address once it has guessed past its limit', async () => {
    const code = await realCode();
    let left = SIGNUP_CODE_MISSES_PER_ADDRESS;
    while (left > 0) {
      const { http } = await signedInVendor(t.app);
      const times = Math.min(left, SIGNUP_CODE_MISSES_PER_USER);
      await guess(http, times);
      left -= times;
    }
    const { http: newcomer } = await signedInVendor(t.app);
    const response = await newcomer.get(`/services/signup-code/${code}/validate`);
    expect(response.status).toBe(429);
    expect(response.body.error).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY_CODE_GUESSES_FROM_ADDRESS });
  });
});
