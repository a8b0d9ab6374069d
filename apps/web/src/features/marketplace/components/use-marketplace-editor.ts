import { useCallback, useEffect, useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MarketplaceProfileInput, type MarketplaceProfile } from '@app/shared/marketplace/marketplace-profile';
import { GENERIC_STEP_INVALID_REASON } from '../../../lib/wizard-step';
import { useMarketplaceProfile } from '../api/get-marketplace-profile';
import { useSaveMarketplaceProfile, type MarketplaceProfileValues } from '../api/save-marketplace-profile';
import { marketplaceFormValues, type MarketplaceFormValues } from '../utils/marketplace-form-values';

/** The schema strips the form-only fields (allStates, logoName); the cast only widens zod's input type. */
const resolver = zodResolver(MarketplaceProfileInput) as unknown as Resolver<MarketplaceFormValues, unknown, MarketplaceProfileValues>;

/** Raised when Save is asked of a form that does not validate (its errors are then shown). */
export class InvalidProfileError extends Error {
  override readonly name = 'InvalidProfileError';
}

export interface MarketplaceEditor {
  /** The query of the saved profile (data null before one is created). */
  query: ReturnType<typeof useMarketplaceProfile>;
  /** The last saved copy, or null. */
  saved: MarketplaceProfile | null;
  form: UseFormReturn<MarketplaceFormValues, unknown, MarketplaceProfileValues>;
  editing: boolean;
  /** The form is open and does not validate. */
  invalid: boolean;
  saving: boolean;
  /** Create Profile (empty) or Edit (the last saved copy). */
  startEditing: () => void;
  /** Leaves edit mode with the last saved copy restored. */
  cancel: () => void;
  /** Validates and saves the open form, then leaves edit mode; rejects when invalid or when the save fails. */
  save: () => Promise<MarketplaceProfile>;
}

/**
 * The Marketplace profile's view → edit → save/cancel states (spec 001 §4), shared by the account tab
 * and the signup step, which differ only in who triggers the save and what a failure does.
 */
export function useMarketplaceEditor(): MarketplaceEditor {
  const query = useMarketplaceProfile();
  const mutation = useSaveMarketplaceProfile();
  const saved = query.data ?? null;
  const form = useForm<MarketplaceFormValues, unknown, MarketplaceProfileValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: marketplaceFormValues(null),
  });
  const { reset, handleSubmit } = form;
  const [editing, setEditing] = useState(false);
  const invalid = editing && !form.formState.isValid;

  // A refetch while the form is open must not overwrite what the user is typing.
  useEffect(() => {
    if (!editing) reset(marketplaceFormValues(saved));
  }, [saved, editing, reset]);

  const startEditing = useCallback(() => {
    reset(marketplaceFormValues(saved));
    setEditing(true);
  }, [reset, saved]);

  const cancel = useCallback(() => {
    reset(marketplaceFormValues(saved));
    setEditing(false);
  }, [reset, saved]);

  const { mutateAsync } = mutation;
  const save = useCallback(
    () =>
      new Promise<MarketplaceProfile>((resolve, reject) => {
        void handleSubmit(
          async (values) => {
            try {
              const profile = await mutateAsync(values);
              reset(marketplaceFormValues(profile));
              setEditing(false);
              resolve(profile);
            } catch (error) {
              reject(error);
            }
          },
          () => reject(new InvalidProfileError(GENERIC_STEP_INVALID_REASON)),
        )();
      }),
    [handleSubmit, mutateAsync, reset],
  );

  return { query, saved, form, editing, invalid, saving: mutation.isPending, startEditing, cancel, save };
}
