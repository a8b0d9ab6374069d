import { describe, expect, it } from 'vitest';
import {
  editableTiers,
  priceTierProblems,
  SavePriceTiersRequest,
  tierMaxLabel,
  withMax,
  withMin,
  withTierInserted,
  withTierRemoved,
  type PriceTierInput,
} from './price-tier-rules';
import { DEFAULT_PRICE_TIERS, UNBOUNDED } from './pricing';

const tier = (minEmployees: number, maxEmployees: number, price = 2_500, pricePerEmployee = 0): PriceTierInput => ({
  minEmployees,
  maxEmployees,
  price,
  pricePerEmployee,
});
const defaults = () => editableTiers(DEFAULT_PRICE_TIERS);

describe('price tier validation (spec 002 §5)', () => {
  it('accepts the default tiers and an empty list (reset to the defaults)', () => {
    expect(priceTierProblems(defaults())).toEqual({});
    expect(priceTierProblems([])).toEqual({});
    expect(SavePriceTiersRequest.safeParse([]).success).toBe(true);
  });

  it('refuses a first tier that does not start at 0', () => {
    expect(priceTierProblems([tier(1, UNBOUNDED)])).toEqual({ '0.minEmployees': 'The first tier must start at 0 employees.' });
  });

  it('refuses a gap between tiers, naming where the tier must start', () => {
    expect(priceTierProblems([tier(0, 100), tier(150, UNBOUNDED)])).toEqual({
      '1.minEmployees': 'Gap: Tier 2 must start at 101, right after tier 1 ends.',
    });
  });

  it('refuses overlapping tiers', () => {
    expect(priceTierProblems([tier(0, 100), tier(100, UNBOUNDED)])).toEqual({
      '1.minEmployees': 'Overlap: Tier 2 must start at 101, after tier 1 ends.',
    });
  });

  it('refuses a bounded last tier', () => {
    expect(priceTierProblems([tier(0, 100), tier(101, 500)])).toEqual({ '1.maxEmployees': 'The last tier must be unbounded.' });
  });

  it('refuses a tier ending before it starts and an unbounded tier before the last', () => {
    expect(priceTierProblems([tier(0, 100), tier(101, 50), tier(51, UNBOUNDED)])['1.maxEmployees']).toBe(
      'Tier 2 ends before it starts: its max must be at least its min.',
    );
    expect(priceTierProblems([tier(0, UNBOUNDED), tier(0, UNBOUNDED)])['1.minEmployees']).toBe(
      'Tier 2 comes after an unbounded tier: only the last tier may be unbounded.',
    );
  });

  it('reports the problems as zod issues on the field paths', () => {
    const result = SavePriceTiersRequest.safeParse([tier(0, 100), tier(150, 400)]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.minEmployees', 'Gap: Tier 2 must start at 101, right after tier 1 ends.'],
      ['1.maxEmployees', 'The last tier must be unbounded.'],
    ]);
  });
});

describe('price tier editing (spec 002 §5, §9)', () => {
  it('editing a max sets the next tier min to max + 1', () => {
    expect(withMax(defaults(), 0, 150).map((t) => [t.minEmployees, t.maxEmployees])).toEqual([
      [0, 150],
      [151, 250],
      [251, UNBOUNDED],
    ]);
  });

  it('editing a min sets the previous tier max to min - 1', () => {
    expect(withMin(defaults(), 2, 301).map((t) => [t.minEmployees, t.maxEmployees])).toEqual([
      [0, 100],
      [101, 300],
      [301, UNBOUNDED],
    ]);
  });

  it('keeps the first tier starting at 0', () => {
    expect(withMin(defaults(), 0, 5)[0]!.minEmployees).toBe(0);
  });

  it('inserts a tier spanning 100 employees where the tier it precedes started, moving later tiers only as needed', () => {
    const tiers = withTierInserted(defaults(), 1);
    expect(tiers.map((t) => [t.minEmployees, t.maxEmployees])).toEqual([
      [0, 100],
      [101, 200],
      [201, 250],
      [251, UNBOUNDED],
    ]);
    expect(priceTierProblems(tiers)).toEqual({});
    const pushed = withTierInserted([tier(0, 10), tier(11, 20), tier(21, UNBOUNDED)], 0);
    expect(pushed.map((t) => [t.minEmployees, t.maxEmployees])).toEqual([
      [0, 99],
      [100, 100],
      [101, 101],
      [102, UNBOUNDED],
    ]);
    expect(priceTierProblems(pushed)).toEqual({});
  });

  it('starts an empty list with one unbounded tier from 0', () => {
    expect(withTierInserted([], 0)).toEqual([tier(0, UNBOUNDED, 0, 0)]);
  });

  it('removing a tier lets its neighbour take over its range', () => {
    expect(withTierRemoved(defaults(), 1).map((t) => [t.minEmployees, t.maxEmployees])).toEqual([
      [0, 250],
      [251, UNBOUNDED],
    ]);
    expect(withTierRemoved(defaults(), 0).map((t) => [t.minEmployees, t.maxEmployees])).toEqual([
      [0, 250],
      [251, UNBOUNDED],
    ]);
    expect(withTierRemoved(defaults(), 2).at(-1)!.maxEmployees).toBe(UNBOUNDED);
  });
});

describe('price tier labels (spec 002 §9)', () => {
  it('shows the unbounded max as Unbounded', () => {
    expect(tierMaxLabel(UNBOUNDED)).toBe('Unbounded');
    expect(tierMaxLabel(1_000)).toBe('1,000');
  });
});
