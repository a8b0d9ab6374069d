import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyProfile } from '@app/shared/company/company-profile';
import { http } from '../../../api/http';
import { companyKeys } from './company-query-keys';

/**
 * GET /account/company?clientId: the company profile with its TIN. With a clientId (signup wizard) its
 * servicesOfferedRequired follows that client's configuration, otherwise every connected client's.
 */
async function getCompanyProfile(clientId?: string): Promise<CompanyProfile> {
  return CompanyProfile.parse(await http.get('/account/company', { query: { clientId } }));
}

const companyProfileQuery = (clientId?: string) =>
  queryOptions({ queryKey: companyKeys.profile(clientId), queryFn: () => getCompanyProfile(clientId) });

export function useCompanyProfile(clientId?: string) {
  return useQuery(companyProfileQuery(clientId));
}
