import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyProfile, type CompanyProfileValues } from '@app/shared/company/company-profile';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

interface SaveCompanyProfile {
  input: CompanyProfileValues;
  /** The signup's client, whose configuration the server applies; absent on the account page. */
  clientId?: string;
}

/** PUT /account/company?clientId with the whole profile; the server closes open AccountInfo revision notes. */
async function saveCompanyProfile({ input, clientId }: SaveCompanyProfile): Promise<CompanyProfile> {
  return CompanyProfile.parse(await http.put('/account/company', input, { query: { clientId } }));
}

export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: (saved, { clientId }) => {
      queryClient.setQueryData(queryKeys.company.profile(clientId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.company.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.revisionNotes('AccountInfo') }),
      ]);
    },
  });
}
