import { describe, expect, it } from 'vitest';
import { truncateCard, viewAllText } from './card-items';

describe('home card truncation', () => {
  it('shows every item when there are at most 4', () => {
    expect(truncateCard([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], notShown: 0 });
    expect(truncateCard([])).toEqual({ shown: [], notShown: 0 });
  });

  it('shows the first 4 items and counts the rest', () => {
    expect(truncateCard([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], notShown: 2 });
  });

  it("words the link 'View all (n not shown)'", () => {
    expect(viewAllText(1)).toBe('View all (1 not shown)');
    expect(viewAllText(12)).toBe('View all (12 not shown)');
  });
});
