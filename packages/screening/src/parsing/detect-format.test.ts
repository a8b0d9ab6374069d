import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';

describe('detectFormat', () => {
  it('recognises LEIE full files and supplements by their published names', () => {
    for (const name of ['UPDATED.csv', '1606EXCL.csv', '1606REIN.csv', 'sanc1512.csv', 'data/leie/rein1511.csv']) {
      expect(detectFormat(name)).toEqual({ source: 'leie' });
    }
  });

  it('recognises OFAC sdn.csv and alt.csv', () => {
    expect(detectFormat('ofac/sdn.csv')).toEqual({ source: 'ofac' });
    expect(detectFormat('alt.csv')).toEqual({ source: 'ofac', part: 'alt' });
  });

  it('recognises a SAM exclusions extract', () => {
    expect(detectFormat('SAM_Exclusions_Public_Extract_V2_24001.csv')).toEqual({ source: 'sam' });
  });

  it('does not guess for other files', () => {
    expect(detectFormat('roster.csv')).toBeUndefined();
  });
});
