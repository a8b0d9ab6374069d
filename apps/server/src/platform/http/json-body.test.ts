import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-body';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonNestsDeeperThan', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(jsonNestsDeeperThan(nested(64), 64)).toBe(false);
    expect(jsonNestsDeeperThan(nested(65), 64)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":${nested(63)}}`, 64)).toBe(false);
  });

  it('counts depth, not the number of brackets', () => {
    expect(jsonNestsDeeperThan(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '[{'.repeat(1_000) }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: 'say \\"[[[" and \\\\' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('scans a million levels without overflowing the stack', () => {
    expect(jsonNestsDeeperThan(nested(1_000_000), 64)).toBe(true);
  });
});
