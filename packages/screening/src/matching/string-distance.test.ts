import { describe, expect, it } from 'vitest';
import { jaroWinkler, withinOneEdit, withinTwoEdits } from './string-distance';

describe('jaroWinkler', () => {
  it('matches the published reference values', () => {
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('DWAYNE', 'DUANE')).toBeCloseTo(0.84, 3);
    expect(jaroWinkler('DIXON', 'DICKSONX')).toBeCloseTo(0.813, 3);
  });

  it('is 1 for equal strings and 0 when nothing matches or one side is empty', () => {
    expect(jaroWinkler('SMITH', 'SMITH')).toBe(1);
    expect(jaroWinkler('ABC', 'XYZ')).toBe(0);
    expect(jaroWinkler('', 'ABC')).toBe(0);
  });

  it('is symmetric', () => {
    expect(jaroWinkler('JOHNSON', 'JONSHON')).toBeCloseTo(jaroWinkler('JONSHON', 'JOHNSON'), 10);
  });

  it('handles strings longer than its scratch buffers', () => {
    const long = 'A'.repeat(200);
    expect(jaroWinkler(long, `${long}B`)).toBeGreaterThan(0.99);
  });
});

describe('withinOneEdit', () => {
  it('accepts one substitution, insertion, deletion or adjacent swap', () => {
    expect(withinOneEdit('SMITH', 'SMYTH')).toBe(true);
    expect(withinOneEdit('SMITH', 'SMIITH')).toBe(true);
    expect(withinOneEdit('SMITH', 'SMTH')).toBe(true);
    expect(withinOneEdit('SMITH', 'SMTIH')).toBe(true);
  });

  it('rejects two edits', () => {
    expect(withinOneEdit('SMITH', 'SMYTHE')).toBe(false);
    expect(withinOneEdit('SMITH', 'MSITJ')).toBe(false);
    expect(withinOneEdit('AB', 'ABCD')).toBe(false);
  });
});

describe('withinTwoEdits', () => {
  it('accepts up to two substitutions, insertions, deletions or adjacent swaps', () => {
    expect(withinTwoEdits('MIDDLETONCIRCUIT', 'MIDDLETOZCWIRCUIT')).toBe(true);
    expect(withinTwoEdits('RENWICKSTREET', 'RENWICKLWTREET')).toBe(true);
    expect(withinTwoEdits('ABCDEF', 'BADCEF')).toBe(true);
    expect(withinTwoEdits('SAME', 'SAME')).toBe(true);
    expect(withinTwoEdits('ABCDEF', 'ABC')).toBe(false);
    expect(withinTwoEdits('WASHINGTONAVENUE', 'WASHINGTONSTREET')).toBe(false);
    expect(withinTwoEdits('KITTEN', 'SITTING')).toBe(false);
  });
});
