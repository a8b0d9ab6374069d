import { useQuery } from '@tanstack/react-query';
import { SignupClientName } from '@app/shared/customers/signup-id';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';

/** GET /signup-code/{signupId}/validate → {clientName}; 404 for an unknown SignupID. */
async function getSignupClientName(signupId: string): Promise<string> {
  return SignupClientName.parse(await http.get(`/signup-code/${encodeURIComponent(signupId)}/validate`)).clientName;
}

/** The client a complete (8-character) SignupID belongs to; not asked for shorter input. */
export function useSignupClientName(signupId: string | null) {
  return useQuery({
    queryKey: customerKeys.signupClientName(signupId ?? ''),
    queryFn: () => getSignupClientName(signupId!),
    enabled: signupId !== null,
    retry: false,
  });
}
