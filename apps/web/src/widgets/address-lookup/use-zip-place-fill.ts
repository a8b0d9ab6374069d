import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Control, FieldValues } from 'react-hook-form';
import { zipPlaceQuery } from './api/address-lookup';
import { useAddressPlaceFields, type AddressPlacePaths } from './use-address-place-fields';

/**
 * Once a 5-digit US ZIP code is typed, fills the city and state from it where they are still empty
 * (what the user typed is never overwritten; a ZIP that does not match the state is the form's rule).
 */
export function useZipPlaceFill<TValues extends FieldValues, TOutput>(
  control: Control<TValues, unknown, TOutput>,
  paths: AddressPlacePaths<TValues>,
  enabled = true,
) {
  const queryClient = useQueryClient();
  const { values, setCity, setState } = useAddressPlaceFields(control, paths);
  const zip = values.zip.trim().slice(0, 5);
  const fillCity = values.city === '';
  const fillState = values.state === '';
  useEffect(() => {
    if (!enabled || !/^\d{5}$/.test(zip) || (!fillCity && !fillState)) return;
    let current = true;
    queryClient
      .fetchQuery(zipPlaceQuery(zip))
      .then((place) => {
        if (!current || !place) return;
        if (fillCity) setCity(place.city);
        if (fillState) setState(place.state);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Fills once per new ZIP: a city the user clears afterwards stays cleared.
  }, [zip, enabled]);
}
