import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('is a fresh UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('falls back to random hex without randomUUID', () => {
    const key = newIdempotencyKey({ getRandomValues: (array) => crypto.getRandomValues(array) });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
