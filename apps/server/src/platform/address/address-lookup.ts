import type { AddressSuggestion, ZipPlace } from '@app/shared/platform/address-lookup';

/**
 * Where US address suggestions come from (spec 001 §2). The default answers offline from a ZIP code
 * database (places: city, state, ZIP); a street-level provider is used when its key is configured.
 */
export interface AddressLookup {
  /** Up to `limit` US addresses or places for what the user typed so far. */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
  /** The city and state of a US ZIP code, or null when it is not one. */
  placeOfZip(zip: string): Promise<ZipPlace | null>;
}
