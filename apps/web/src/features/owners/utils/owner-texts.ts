import { OWNERSHIP_INTEREST_PERCENT } from '@app/shared/owners/owner';

/** The owners area's texts (spec 001 §8), reproduced exactly. */
export const OWNERSHIP_UPDATED = "You've successfully updated the Ownership Percentages.";
/** Spec 001 §5: an ownership interest is defined as 5 percent or more. */
export const OWNERSHIP_INTEREST_NOTE = `An ownership interest is defined as ${OWNERSHIP_INTEREST_PERCENT} percent or more.`;
export const SAVE_OWNER_FAILED = 'Error saving owner, please try again or contact us for support';
export const REMOVE_OWNER_FAILED = 'Error removing owner, please try again or contact us for support';

/** '{owner name} was successfully removed.' (spec 001 §8). */
export function ownerRemovedMessage(name: string): string {
  return `${name} was successfully removed.`;
}

export function ownerAddedMessage(name: string): string {
  return `${name} was successfully added.`;
}

export function ownerSavedMessage(name: string): string {
  return `Changes to ${name} were saved.`;
}
