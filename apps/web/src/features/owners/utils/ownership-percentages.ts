import { OWNERSHIP_TOTAL_MESSAGE, type Owner } from '@app/shared/owners/owner';
import { digitsOnly } from '../../../lib/input-masks';

/** The percentage inputs being edited, by ownerId; each the text typed (whole numbers only). */
export type PercentageDraft = Record<string, string>;

export const PERCENTAGE_NOT_A_NUMBER = 'Must be a number';

/** What a percentage input keeps of a keystroke: digits only (whole numbers), at most three. */
export function percentageInput(value: string): string {
  const digits = digitsOnly(value, 3);
  return digits.replace(/^0+(?=\d)/, '');
}

/** The draft of the saved percentages (edit mode starts here; Cancel returns here). */
export function percentageDraft(owners: readonly Owner[]): PercentageDraft {
  return Object.fromEntries(owners.map((owner) => [String(owner.ownerId), String(owner.ownershipPercentage)]));
}

/**
 * A draft kept across a reload of the owners: edits of owners still listed stay, new owners start with
 * their saved percentage, removed owners drop out.
 */
export function mergePercentageDraft(owners: readonly Owner[], draft: PercentageDraft): PercentageDraft {
  return Object.fromEntries(
    owners.map((owner) => {
      const id = String(owner.ownerId);
      return [id, draft[id] ?? String(owner.ownershipPercentage)];
    }),
  );
}

/** The sum of the draft; blank inputs count as 0. */
export function percentageTotal(draft: PercentageDraft): number {
  return Object.values(draft).reduce((sum, value) => sum + (value === '' ? 0 : Number(value)), 0);
}

/** Why the draft cannot be saved: a blank input, or a total over 100 (spec 001 §5); null when it can. */
export function percentageProblem(draft: PercentageDraft): string | null {
  if (Object.values(draft).some((value) => !/^\d+$/.test(value))) return PERCENTAGE_NOT_A_NUMBER;
  if (percentageTotal(draft) > 100) return OWNERSHIP_TOTAL_MESSAGE;
  return null;
}

/** The PUT body: the percentages that differ from the saved ones (empty when nothing changed). */
export function changedPercentages(owners: readonly Owner[], draft: PercentageDraft): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const owner of owners) {
    const value = draft[String(owner.ownerId)];
    if (value !== undefined && /^\d+$/.test(value) && Number(value) !== owner.ownershipPercentage)
      changed[String(owner.ownerId)] = Number(value);
  }
  return changed;
}
