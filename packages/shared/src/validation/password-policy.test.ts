import { describe, expect, it } from 'vitest';
import { newPasswordField, passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts a password with 10+ characters, lower, upper, number and special', () => {
    expect(passwordProblems('DemoPass!2026')).toEqual([]);
  });

  it('names each broken rule with the spec text', () => {
    expect(passwordProblems('abc')).toEqual([
      'Minimum of 10 characters',
      'At least one uppercase letter',
      'At least one number',
      'At least one special character',
    ]);
    expect(passwordProblems('ABCDEFGHIJ1!')).toEqual(['At least one lowercase letter']);
  });

  it('reports every problem as a zod issue', () => {
    const result = newPasswordField().safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('At least one number');
  });
});
