import type { AppConfig } from '../config';
import type { AddressLookup } from './address-lookup';
import { GeoapifyLookup } from './geoapify-lookup';
import { ZipDatabaseLookup } from './zip-database-lookup';

/** The offline ZIP database, or Geoapify's street-level suggestions in front of it when its key is set. */
export function createAddressLookup(config: AppConfig): AddressLookup {
  const offline = new ZipDatabaseLookup();
  if (!config.GEOAPIFY_API_KEY) return offline;
  return new GeoapifyLookup({ apiKey: config.GEOAPIFY_API_KEY, baseUrl: config.GEOAPIFY_URL }, offline);
}
