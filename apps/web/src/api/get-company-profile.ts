import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyProfile } from '@app/shared/company/company-profile';
import { http } from './http';
import { queryKeys } from './query-keys';

/**
 * GET /account/company?clientId: the company profile with its TIN. With a clientId (signup wizard) its
 * servicesOfferedRequired follows that client's configuration, otherwise every connected client's.
 * Read by the company screens and by the disclosure forms, which prefill what the profile knows.
 */
async function getCompanyProfile(clientId?: string): Promise<CompanyProfile> {
  return CompanyProfile.parse(await http.get('/account/company', { query: { clientId } }));
}

const companyProfileQuery = (clientId?: string) =>
  queryOptions({ queryKey: queryKeys.company.profile(clientId), queryFn: () => getCompanyProfile(clientId) });

export function useCompanyProfile(clientId?: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyProfileQuery(clientId), enabled: options.enabled ?? true });
}
