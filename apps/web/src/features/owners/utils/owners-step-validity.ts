import { AT_LEAST_ONE_OWNER_MESSAGE, OWNERSHIP_TOTAL_MESSAGE, UNSAVED_OWNER_CHANGES_MESSAGE } from '@app/shared/owners/owner';
import { GENERIC_STEP_INVALID_REASON } from '../../../lib/wizard-step';

/**
 * Why Next may not leave the owners step (spec 001 §5 Ownership percentages), or null: an open owner
 * form first, then a bad percentage, then a missing owner when the client requires one at signup.
 */
export function ownersStepProblem(state: {
  ownerFormOpen: boolean;
  percentageProblem: string | null;
  ownerCount: number;
  ownerRequiredAtSignup: boolean;
}): string | null {
  if (state.ownerFormOpen) return UNSAVED_OWNER_CHANGES_MESSAGE;
  if (state.percentageProblem === OWNERSHIP_TOTAL_MESSAGE) return OWNERSHIP_TOTAL_MESSAGE;
  if (state.percentageProblem) return GENERIC_STEP_INVALID_REASON;
  if (state.ownerRequiredAtSignup && state.ownerCount === 0) return AT_LEAST_ONE_OWNER_MESSAGE;
  return null;
}
