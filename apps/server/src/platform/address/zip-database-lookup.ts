import zipcodes from 'zipcodes';
import type { AddressSuggestion, ZipPlace } from '@app/shared/platform/address-lookup';
import type { AddressLookup } from './address-lookup';

interface Place {
  zip: string;
  city: string;
  state: string;
  /** Lower-case "city" for prefix matching. */
  key: string;
}

const placeLabel = (place: Pick<Place, 'city' | 'state' | 'zip'>) => `${place.city}, ${place.state} ${place.zip}`;
const toSuggestion = (place: Place): AddressSuggestion => ({
  line1: null,
  city: place.city,
  state: place.state,
  zip: place.zip,
  label: placeLabel(place),
});

/**
 * The offline default: the `zipcodes` package's US ZIP database (the US rows only). Digits suggest the
 * ZIP codes they start; words suggest the cities they start (one row per city and state, its lowest ZIP),
 * narrowed by a state after a comma ("Springfield, IL"). No street names: those need a provider.
 */
export class ZipDatabaseLookup implements AddressLookup {
  private byZip: Place[] | undefined;
  private byCity: Place[] | undefined;

  async suggest(query: string, limit: number): Promise<AddressSuggestion[]> {
    const text = query.trim();
    if (/^\d{1,5}$/.test(text))
      return this.places()
        .byZip.filter((place) => place.zip.startsWith(text))
        .slice(0, limit)
        .map(toSuggestion);
    const [cityPart = '', statePart = ''] = text
      .toLowerCase()
      .split(',')
      .map((part) => part.trim());
    if (cityPart.length < 2) return [];
    const state = statePart.toUpperCase();
    return this.places()
      .byCity.filter((place) => place.key.startsWith(cityPart) && (state === '' || place.state.startsWith(state)))
      .slice(0, limit)
      .map(toSuggestion);
  }

  async placeOfZip(zip: string): Promise<ZipPlace | null> {
    const found = zipcodes.lookup(zip);
    if (!found || found.country !== 'US') return null;
    return { zip: found.zip, city: found.city, state: found.state };
  }

  /** Built on first use (about 41,000 ZIP codes): a process that never suggests never pays for it. */
  private places(): { byZip: Place[]; byCity: Place[] } {
    if (!this.byZip || !this.byCity) {
      const us = Object.values(zipcodes.codes)
        .filter((code) => code.country === 'US')
        .map((code) => ({ zip: code.zip, city: code.city, state: code.state, key: code.city.toLowerCase() }));
      this.byZip = [...us].sort((a, b) => a.zip.localeCompare(b.zip));
      const firstPerCity = new Map<string, Place>();
      for (const place of this.byZip) {
        const id = `${place.key}|${place.state}`;
        if (!firstPerCity.has(id)) firstPerCity.set(id, place);
      }
      this.byCity = [...firstPerCity.values()].sort((a, b) => a.key.localeCompare(b.key) || a.state.localeCompare(b.state));
    }
    return { byZip: this.byZip, byCity: this.byCity };
  }
}
