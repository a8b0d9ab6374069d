import { describe, expect, it } from 'vitest';
import { showingCountText } from './payment-history-text';

describe('showingCountText', () => {
  it('counts the rows shown out of the total', () => {
    expect(showingCountText(10, 27)).toBe('Showing 10 of 27');
    expect(showingCountText(0, 0)).toBe('Showing 0 of 0');
    expect(showingCountText(1000, 1200)).toBe('Showing 1,000 of 1,200');
  });
});
