import { queryOptions, useQuery } from '@tanstack/react-query';
import { CountryList, type CountryOption } from '@app/shared/platform/constants';
import { http } from '../../../api/http';

/** GET /util/countries: ISO 3166 countries with English names. */
async function getCountries(): Promise<CountryOption[]> {
  return CountryList.parse(await http.get('/util/countries'));
}

const countriesQuery = queryOptions({ queryKey: ['constants', 'countries'], queryFn: getCountries, staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQuery);
}
