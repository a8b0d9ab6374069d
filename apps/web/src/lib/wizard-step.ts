import type { ComponentType } from 'react';

/**
 * The contract between the signup wizard (features/signup) and the features whose screens are its
 * steps (company, owners, W-9, Marketplace, disclosures, payments). Features do not import each
 * other, so the app's route table hands the wizard these step components. Types, a text and an error
 * class, no UI: it lives in lib, which both sides may import.
 */
export interface WizardStepProps {
  /** The signup's client: its id picks the client configuration (owner rules, services offered, W-9). */
  clientId: string;
  clientName: string;
  /**
   * Reports whether Next may leave the step: null when valid, otherwise the reason written under Next
   * and shown in its tooltip ("Please correct all errors on the page" when nothing more specific applies).
   */
  onValidityChange: (reason: string | null) => void;
  /**
   * Registers what Next runs before it advances (save the step). The function rejects to keep the
   * user on the step; the wizard then shows "Failed to save changes". Pass null to unregister.
   */
  registerSave: (save: (() => Promise<void>) | null) => void;
  /**
   * Names what Next does when it does more than move on ('Pay $299.00' on the Payment step); null
   * for the plain 'Next'. The wizard forgets the label when the step is left.
   */
  onNextLabelChange: (label: string | null) => void;
}

export type WizardStepComponent = ComponentType<WizardStepProps>;

/** The generic reason Next is disabled (spec 001 §4 Signup wizard). */
export const GENERIC_STEP_INVALID_REASON = 'Please correct all errors on the page';

/**
 * A step's save rejects with this when it has already told the user why (a declined card, a field
 * error on the form): the wizard then stays on the step without adding "Failed to save changes".
 */
export class StepSaveHandled extends Error {
  constructor(reason = 'The step was not saved') {
    super(reason);
    this.name = 'StepSaveHandled';
  }
}
