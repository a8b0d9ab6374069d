import type { AddressSuggestion, ZipPlace } from '@app/shared/platform/address-lookup';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

const MAX_SUGGESTIONS = 8;

/** US address suggestions for the company and owner address fields (spec 001 §2). */
export function suggestAddresses(ctx: ServiceContext, input: { query: string }): Promise<AddressSuggestion[]> {
  return ctx.addresses.suggest(input.query, MAX_SUGGESTIONS);
}

/** The city and state of a US ZIP code, so a form can fill them in; 404 when it is not a US ZIP code. */
export async function placeOfZip(ctx: ServiceContext, input: { zip: string }): Promise<ZipPlace> {
  const place = await ctx.addresses.placeOfZip(input.zip);
  if (!place) throw new AppError(404, 'NOT_FOUND', `${input.zip} is not a US Zip Code.`);
  return place;
}
