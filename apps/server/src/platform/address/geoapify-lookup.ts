import { z } from 'zod';
import type { AddressSuggestion, ZipPlace } from '@app/shared/platform/address-lookup';
import type { AddressLookup } from './address-lookup';

/** The part of Geoapify's autocomplete answer we read (format=json). */
const GeoapifyAnswer = z.object({
  results: z.array(
    z.object({
      housenumber: z.string().optional(),
      street: z.string().optional(),
      city: z.string().optional(),
      state_code: z.string().optional(),
      postcode: z.string().optional(),
      country_code: z.string().optional(),
    }),
  ),
});

const REQUEST_TIMEOUT_MS = 3_000;

/**
 * Street-level US suggestions from Geoapify's address autocomplete (filter countrycode:us), used when
 * GEOAPIFY_API_KEY is set. Results without a city, state or 5-digit ZIP are dropped. ZIP code look-ups
 * and any provider failure (timeout, error answer) are answered by the offline database instead, so a
 * form never waits on, or breaks with, the provider.
 */
export class GeoapifyLookup implements AddressLookup {
  constructor(
    private readonly options: { apiKey: string; baseUrl: string },
    private readonly fallback: AddressLookup,
  ) {}

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const url = new URL('/v1/geocode/autocomplete', this.options.baseUrl);
    url.search = new URLSearchParams({
      text: query,
      filter: 'countrycode:us',
      format: 'json',
      limit: String(limit),
      apiKey: this.options.apiKey,
    }).toString();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`Geoapify answered ${response.status}`);
      const answer = GeoapifyAnswer.parse(await response.json());
      return answer.results.flatMap((result) => {
        const zip = result.postcode?.slice(0, 5) ?? '';
        if (result.country_code !== 'us' || !result.city || !result.state_code || !/^\d{5}$/.test(zip)) return [];
        const line1 = result.street ? [result.housenumber, result.street].filter(Boolean).join(' ') : null;
        const place = `${result.city}, ${result.state_code} ${zip}`;
        return [{ line1, city: result.city, state: result.state_code, zip, label: line1 ? `${line1}, ${place}` : place }];
      });
    } catch {
      return this.fallback.suggest(query, limit);
    }
  }

  placeOfZip(zip: string): Promise<ZipPlace | null> {
    return this.fallback.placeOfZip(zip);
  }
}
