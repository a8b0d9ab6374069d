import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Correct!Horse1');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Correct!Horse1', stored)).toBe(true);
    expect(await verifyPassword('correct!Horse1', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Same!Password1')).not.toBe(await hashPassword('Same!Password1'));
  });

  it('rejects stored values of an unknown scheme', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
