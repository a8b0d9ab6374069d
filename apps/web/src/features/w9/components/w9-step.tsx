import { useCallback, useEffect, useRef, useState } from 'react';
import { useClientConfiguration } from '../../../api/get-client-configuration';
import { GENERIC_STEP_INVALID_REASON, type WizardStepProps } from '../../../lib/wizard-step';
import { useSubmitW9 } from '../api/submit-w9';
import { submitsW9OnSave, w9StepBlockReason } from '../utils/w9-step-state';
import { W9View, type W9ViewState } from './w9-view';

/**
 * The signup wizard's W-9 step (spec 001 §4): the W-9 view without Save. Next is allowed when nothing
 * is being edited and a W-9 was uploaded, exists, or is not required by the client; leaving the step
 * submits the newest W-9 to the client.
 */
export default function W9Step({ clientId, onValidityChange, registerSave }: WizardStepProps) {
  const configuration = useClientConfiguration(Number(clientId));
  const { mutateAsync: submitW9 } = useSubmitW9();
  const [view, setView] = useState<W9ViewState>({ loaded: false, hasW9: false, savedNow: false, editing: false });
  const onStateChange = useCallback((state: W9ViewState) => setView(state), []);

  // Without the configuration (not answered yet, or refused) the W-9 counts as required.
  const isRequired = configuration.data ? configuration.data.requiredVendorData.includes('W9') : true;
  const ready = view.loaded && !configuration.isPending;
  const reason = ready
    ? w9StepBlockReason({ editing: view.editing, savedInStep: view.savedNow, hasW9: view.hasW9, required: isRequired })
    : GENERIC_STEP_INVALID_REASON;

  useEffect(() => onValidityChange(reason), [reason, onValidityChange]);

  const viewRef = useRef(view);
  viewRef.current = view;
  useEffect(() => {
    registerSave(async () => {
      const { savedNow, hasW9 } = viewRef.current;
      if (submitsW9OnSave({ savedInStep: savedNow, hasW9 })) await submitW9(clientId);
    });
    return () => registerSave(null);
  }, [registerSave, submitW9, clientId]);

  return <W9View onStateChange={onStateChange} />;
}
