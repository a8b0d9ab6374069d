import { z } from 'zod';
import { UNBOUNDED, type PriceTier } from './pricing';

/** How many employees a tier inserted by the admin spans (spec 002 §9). */
export const NEW_TIER_SPAN = 100;

/** Largest flat or per-employee price an admin may set, in cents ($1,000,000). */
const MAX_PRICE_CENTS = 100_000_000;

/** One tier as the admin edits and saves it (prices in cents; the id and vendor come from the server). */
export const PriceTierInput = z.object({
  minEmployees: z.number().int().min(0).max(UNBOUNDED),
  maxEmployees: z.number().int().min(0).max(UNBOUNDED),
  price: z.number().int().min(0).max(MAX_PRICE_CENTS),
  pricePerEmployee: z.number().int().min(0).max(MAX_PRICE_CENTS),
});
export type PriceTierInput = z.infer<typeof PriceTierInput>;

/**
 * Why a list of tiers cannot be saved, keyed by field path (`1.minEmployees`), or {} when it can. The
 * tiers must run from 0 to unbounded without gaps or overlaps (spec 002 §5), each min ≤ its max. An
 * empty list is valid: it resets the vendor to the default tiers.
 */
export function priceTierProblems(tiers: readonly PriceTierInput[]): Record<string, string> {
  const problems: Record<string, string> = {};
  tiers.forEach((tier, index) => {
    const name = `Tier ${index + 1}`;
    if (tier.maxEmployees < tier.minEmployees) {
      problems[`${index}.maxEmployees`] ??= `${name} ends before it starts: its max must be at least its min.`;
    }
    if (index === 0) {
      if (tier.minEmployees !== 0) problems['0.minEmployees'] = 'The first tier must start at 0 employees.';
      return;
    }
    const previousMax = tiers[index - 1]!.maxEmployees;
    if (previousMax >= UNBOUNDED) {
      problems[`${index}.minEmployees`] ??= `${name} comes after an unbounded tier: only the last tier may be unbounded.`;
    } else if (tier.minEmployees > previousMax + 1) {
      problems[`${index}.minEmployees`] ??= `Gap: ${name} must start at ${previousMax + 1}, right after tier ${index} ends.`;
    } else if (tier.minEmployees <= previousMax) {
      problems[`${index}.minEmployees`] ??= `Overlap: ${name} must start at ${previousMax + 1}, after tier ${index} ends.`;
    }
  });
  const last = tiers.length - 1;
  if (last >= 0 && tiers[last]!.maxEmployees !== UNBOUNDED) {
    problems[`${last}.maxEmployees`] ??= 'The last tier must be unbounded.';
  }
  return problems;
}

/** POST price-tiers body: the whole list in order (an empty list resets to the defaults). */
export const SavePriceTiersRequest = z
  .array(PriceTierInput)
  .max(50)
  .superRefine((tiers, context) => {
    for (const [path, message] of Object.entries(priceTierProblems(tiers))) {
      const [index, field] = path.split('.');
      context.addIssue({ code: 'custom', path: [Number(index), field!], message });
    }
  });

/** `?vendorId=`: the vendor whose tiers an admin reads or saves (else the selected vendor). */
export const PriceTierVendorQuery = z.object({ vendorId: z.coerce.number().int().positive().max(UNBOUNDED).optional() });

export const PriceTierList = z.array(
  z.object({
    id: z.number().int().nullable(),
    minEmployees: z.number().int(),
    maxEmployees: z.number().int(),
    price: z.number().int(),
    pricePerEmployee: z.number().int(),
    vendorId: z.number().int().nullable(),
  }),
);

/** The tiers an edit starts from: the saved ones without their ids, sorted by min. */
export function editableTiers(tiers: readonly PriceTier[]): PriceTierInput[] {
  return [...tiers]
    .sort((a, b) => a.minEmployees - b.minEmployees)
    .map(({ minEmployees, maxEmployees, price, pricePerEmployee }) => ({ minEmployees, maxEmployees, price, pricePerEmployee }));
}

/** Editing a max sets the next tier's min to max + 1 (spec 002 §5). */
export function withMax(tiers: readonly PriceTierInput[], index: number, max: number): PriceTierInput[] {
  return tiers.map((tier, i) => {
    if (i === index) return { ...tier, maxEmployees: max };
    if (i === index + 1) return { ...tier, minEmployees: Math.min(max + 1, UNBOUNDED) };
    return tier;
  });
}

/** Editing a min sets the previous tier's max to min − 1; the first tier always starts at 0 (spec 002 §5). */
export function withMin(tiers: readonly PriceTierInput[], index: number, min: number): PriceTierInput[] {
  if (index === 0) return tiers.map((tier, i) => (i === 0 ? { ...tier, minEmployees: 0 } : tier));
  return tiers.map((tier, i) => {
    if (i === index) return { ...tier, minEmployees: min };
    if (i === index - 1) return { ...tier, maxEmployees: Math.max(min - 1, 0) };
    return tier;
  });
}

/**
 * Inserts a tier of NEW_TIER_SPAN employees before tier `index` (spec 002 §9): it starts where that tier
 * started, and the tiers after it move up just as far as they must to stay contiguous (a tier left
 * shorter than one employee grows to one). In an empty list (the defaults) it is the one unbounded tier.
 */
export function withTierInserted(tiers: readonly PriceTierInput[], index: number): PriceTierInput[] {
  const at = tiers[index];
  if (!at) return tiers.length === 0 ? [{ minEmployees: 0, maxEmployees: UNBOUNDED, price: 0, pricePerEmployee: 0 }] : [...tiers];
  const inserted: PriceTierInput = { ...at, maxEmployees: at.minEmployees + NEW_TIER_SPAN - 1 };
  const next = [...tiers.slice(0, index), inserted, ...tiers.slice(index)];
  for (let i = index + 1; i < next.length; i += 1) {
    const min = next[i - 1]!.maxEmployees + 1;
    const tier = next[i]!;
    if (tier.minEmployees === min && tier.maxEmployees >= min) break;
    next[i] = { ...tier, minEmployees: min, maxEmployees: Math.max(tier.maxEmployees, min) };
  }
  return next;
}

/** Removes a tier; its neighbours close the gap (the previous one takes over its range), the last stays unbounded. */
export function withTierRemoved(tiers: readonly PriceTierInput[], index: number): PriceTierInput[] {
  const removed = tiers[index];
  if (!removed) return [...tiers];
  const rest = tiers.filter((_, i) => i !== index);
  if (rest.length === 0) return rest;
  if (index === 0) return rest.map((tier, i) => (i === 0 ? { ...tier, minEmployees: 0 } : tier));
  return rest.map((tier, i) => (i === index - 1 ? { ...tier, maxEmployees: removed.maxEmployees } : tier));
}

/** "Unbounded" for the last tier's max, else the number. */
export function tierMaxLabel(max: number): string {
  return max >= UNBOUNDED ? 'Unbounded' : max.toLocaleString('en-US');
}
