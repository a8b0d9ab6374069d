import { z } from 'zod';
import { text } from '../validation/text';

/** GET /util/address-suggestions?query: US addresses (spec 001 §2: autocomplete restricted to the US). */
export const AddressSuggestionQuery = z.object({ query: text().trim().min(2).max(120) });

/** One suggested US address: a street line when the provider knows streets, else a place (city, state, ZIP). */
export const AddressSuggestion = z.object({
  line1: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** What the list shows, e.g. "1 Main St, Springfield, IL 62701" or "Springfield, IL 62701". */
  label: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;
export const AddressSuggestions = z.array(AddressSuggestion);

/** GET /util/zip/{zip}: the city and state of a US ZIP code (404 when it is not one). */
export const ZipParams = z.object({ zip: text().regex(/^\d{5}$/, { message: 'Zip Code must be 5 digits' }) });
export const ZipPlace = z.object({ zip: z.string(), city: z.string(), state: z.string() });
export type ZipPlace = z.infer<typeof ZipPlace>;
