import { SAVE_OR_CANCEL, SUBMIT_A_W9 } from './w9-texts';

export interface W9StepState {
  /** A file is chosen but not uploaded, or the upload view was opened over existing W-9s. */
  editing: boolean;
  /** A W-9 was uploaded in this step. */
  savedInStep: boolean;
  /** The vendor already has at least one W-9. */
  hasW9: boolean;
  /** The client's requiredVendorData includes W9. */
  required: boolean;
}

/**
 * Why Next is blocked on the W-9 step (spec 001 §4), or null: valid when nothing is being edited and a
 * W-9 was just saved, one exists, or the client does not require one.
 */
export function w9StepBlockReason(state: W9StepState): string | null {
  if (state.editing) return SAVE_OR_CANCEL;
  if (state.savedInStep || state.hasW9 || !state.required) return null;
  return SUBMIT_A_W9;
}

/**
 * Whether leaving the step submits the newest W-9 to the client. Uploading only stores the W-9 for the
 * vendor, so the one uploaded here is submitted too, as is an existing one when none was uploaded.
 */
export const submitsW9OnSave = (state: Pick<W9StepState, 'savedInStep' | 'hasW9'>) => state.savedInStep || state.hasW9;
