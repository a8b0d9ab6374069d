import { useController, type Control, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';

/** The form fields a chosen address or a ZIP code fills: city, state (a US state code) and ZIP code. */
export interface AddressPlacePaths<TValues extends FieldValues> {
  city: FieldPath<TValues>;
  state: FieldPath<TValues>;
  zip: FieldPath<TValues>;
}

/**
 * Reads and sets the city, state and ZIP fields through the form's control (forms hand their fields
 * the control only), as if the user had typed them, so their rules run as usual.
 */
export function useAddressPlaceFields<TValues extends FieldValues, TOutput>(
  control: Control<TValues, unknown, TOutput>,
  paths: AddressPlacePaths<TValues>,
) {
  const city = useController({ control, name: paths.city }).field;
  const state = useController({ control, name: paths.state }).field;
  const zip = useController({ control, name: paths.zip }).field;
  const set = (field: typeof city, value: string) => field.onChange(value as PathValue<TValues, FieldPath<TValues>>);
  return {
    values: { city: String(city.value ?? ''), state: String(state.value ?? ''), zip: String(zip.value ?? '') },
    setCity: (value: string) => set(city, value),
    setState: (value: string) => set(state, value),
    setZip: (value: string) => set(zip, value),
  };
}
