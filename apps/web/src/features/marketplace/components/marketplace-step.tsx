import { useEffect } from 'react';
import { GENERIC_STEP_INVALID_REASON, StepSaveHandled, type WizardStepProps } from '../../../lib/wizard-step';
import { useNotify } from '../../../components/notifications/notification-context';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { MARKETPLACE_OPTIONAL_AT_SIGNUP, MARKETPLACE_SAVE_FAILED } from '../utils/marketplace-texts';
import { MarketplaceProfileSection } from './marketplace-profile-section';
import { InvalidProfileError, useMarketplaceEditor } from './use-marketplace-editor';

const SERVER_FIELDS = ['name', 'logoFileId', 'states', 'categories', 'contactEmail', 'contactPhone', 'website'] as const;

/**
 * The signup wizard's Marketplace step. The profile is optional: the step is valid unless a profile
 * form is open with errors, and Next saves an open profile. A failed save says "Could not save
 * marketplace profile" but, unlike the account tab, keeps the form open with the server's field
 * errors: restoring would let Next move on and silently drop what the user typed.
 */
export default function MarketplaceStep({ onValidityChange, registerSave }: WizardStepProps) {
  const editor = useMarketplaceEditor();
  const { notify } = useNotify();
  const { editing, invalid, save, form } = editor;

  useEffect(() => {
    onValidityChange(invalid ? GENERIC_STEP_INVALID_REASON : null);
  }, [invalid, onValidityChange]);

  useEffect(() => {
    if (!editing) {
      registerSave(null);
      return;
    }
    registerSave(async () => {
      try {
        await save();
      } catch (error) {
        if (error instanceof InvalidProfileError) throw new StepSaveHandled(error.message);
        applyFieldErrors(error, form.setError, SERVER_FIELDS);
        notify({ text: MARKETPLACE_SAVE_FAILED, mode: 'error' });
        throw new StepSaveHandled(MARKETPLACE_SAVE_FAILED);
      }
    });
    return () => registerSave(null);
  }, [editing, save, form.setError, registerSave, notify]);

  return <MarketplaceProfileSection editor={editor} note={MARKETPLACE_OPTIONAL_AT_SIGNUP} />;
}
