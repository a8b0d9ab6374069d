import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VENDOR_SETUP_FAILED, type VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';
import { errorMessage } from '../../../api/api-error';
import { useNotify } from '../../../components/notifications/notification-context';
import { WizardProgress } from '../../../components/wizard-progress';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useFacilities } from '../api/get-facilities';
import { useVendorCategories } from '../api/get-vendor-categories';
import { useSubmitVendorSetup } from '../api/submit-vendor-setup';
import {
  EMPTY_VENDOR_SETUP_FORM,
  SETUP_LOOKUP_FAILED,
  stepOfField,
  VENDOR_SETUP_FORM_FIELDS,
  VENDOR_SETUP_STEPS,
  vendorSetupResolver,
  type VendorSetupFormValues,
} from '../utils/vendor-setup-form-values';
import { AltchaCaptcha } from './altcha-captcha';
import { ProfileFields, VendorFields } from './vendor-setup-fields';

/** What the confirmation page may say about the request just sent. */
export interface VendorSetupConfirmationState {
  businessName: string;
  clientName: string;
}

/** Notifies a failed look-up once (spec 001 §8). */
function useLookupFailure(failed: boolean, text: string) {
  const { notify } = useNotify();
  useEffect(() => {
    if (failed) notify({ text, mode: 'error' });
  }, [failed, text, notify]);
}

/**
 * The public set-up form (spec 001 §2, §5): Profile Information, then Vendor Information with the
 * captcha. Next checks the step's fields; Submit sends the request and opens the confirmation. A
 * failure shows the server's text (or the catalogue's) and asks for a fresh captcha, since the server
 * accepts each solution once.
 */
export function VendorSetupForm({ tag }: { tag: string }) {
  const navigate = useNavigate();
  const { notify } = useNotify();
  const [step, setStep] = useState(0);
  const [captchaKey, setCaptchaKey] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const facilities = useFacilities(tag, true);
  const categories = useVendorCategories(tag, true);
  const submitSetup = useSubmitVendorSetup();
  useLookupFailure(facilities.isError, SETUP_LOOKUP_FAILED.facilities);
  useLookupFailure(categories.isError, SETUP_LOOKUP_FAILED.categories);

  const { control, handleSubmit, trigger, setError, setValue, formState, watch, getFieldState } = useForm<
    VendorSetupFormValues,
    unknown,
    VendorSetupRequest
  >({
    resolver: vendorSetupResolver,
    defaultValues: EMPTY_VENDOR_SETUP_FORM,
    mode: 'onTouched',
  });

  // Next is not a submit, so RHF would re-check the fields it flagged only on blur: a corrected field
  // kept its error until the click on Next blurred it, and the vanishing text moved the button away.
  useEffect(() => {
    const { unsubscribe } = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name).error) void trigger(name);
    });
    return unsubscribe;
  }, [watch, getFieldState, trigger]);

  const goTo = (next: number) => {
    setStep(next);
    // The new step's heading takes focus so screen readers announce where the user is.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const next = async () => {
    if (await trigger([...VENDOR_SETUP_STEPS[0].fields], { shouldFocus: true })) goTo(1);
  };

  const submit = handleSubmit(async (input) => {
    try {
      const result = await submitSetup.mutateAsync({ tag, input });
      const state: VendorSetupConfirmationState = { businessName: input.covBusinessName, clientName: result.clientName };
      await navigate(`/vendor-setup-confirmation/${encodeURIComponent(tag)}`, { state });
    } catch (error) {
      setValue('captchaToken', null);
      setCaptchaKey((key) => key + 1);
      const applied = applyFieldErrors(error, setError, VENDOR_SETUP_FORM_FIELDS);
      const firstStep = Math.min(...applied.map(stepOfField));
      if (applied.length > 0 && firstStep !== step) goTo(firstStep);
      notify({ text: errorMessage(error, VENDOR_SETUP_FAILED), mode: 'error' });
    }
  });

  const lastStep = step === VENDOR_SETUP_STEPS.length - 1;
  // Enter in a field of step 1 goes on like Next (issue 33): submitting there checked every field of the
  // form, so step 2 opened with all of its untouched fields already red.
  const onFormSubmit = (event: FormEvent) => {
    if (lastStep) return void submit(event);
    event.preventDefault();
    void next();
  };

  const current = VENDOR_SETUP_STEPS[step]!;
  return (
    <>
      <WizardProgress
        steps={VENDOR_SETUP_STEPS.map((item) => ({ key: item.label, title: item.label }))}
        activeIndex={step}
        label="Set-up steps"
      />
      <Box component="form" noValidate aria-label="Vendor set-up" onSubmit={onFormSubmit}>
        <Typography ref={stepHeading} tabIndex={-1} variant="h2" sx={{ mb: 2, outline: 'none' }}>
          {current.label}
        </Typography>
        {step === 0 ? (
          <ProfileFields control={control} />
        ) : (
          <>
            <VendorFields
              control={control}
              facilities={facilities.data ?? []}
              categories={categories.data ?? []}
              loading={{ facilities: facilities.isPending, categories: categories.isPending }}
            />
            <Box sx={{ mt: 2 }}>
              <Controller
                name="captchaToken"
                control={control}
                render={({ field, fieldState }) => (
                  <AltchaCaptcha key={captchaKey} onChange={(token) => field.onChange(token)} error={fieldState.error?.message} />
                )}
              />
            </Box>
          </>
        )}
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          {step > 0 && (
            <Button variant="outlined" size="large" onClick={() => goTo(step - 1)} disabled={formState.isSubmitting}>
              Back
            </Button>
          )}
          {/* Keyed, so the Next button is never turned into Submit under the pointer that clicked it. */}
          {!lastStep ? (
            <Button key="next" variant="contained" size="large" onClick={() => void next()}>
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Submitting…' : 'Submit'}
            </Button>
          )}
        </Box>
      </Box>
    </>
  );
}
