import { queryOptions, useQuery } from '@tanstack/react-query';
import { SignupData } from '@app/shared/signup/signup-data';
import { http } from '../../../api/http';
import { signupKeys } from './signup-query-keys';

/** GET /vendor/signup/{code}: the client, whether payment is required and whether signup is skipped; 410 when the code is used. */
export async function getSignup(code: string): Promise<SignupData> {
  return SignupData.parse(await http.get(`/vendor/signup/${encodeURIComponent(code)}`));
}

const signupQuery = (code: string) =>
  queryOptions({ queryKey: signupKeys.data(code), queryFn: () => getSignup(code), retry: false, staleTime: Infinity });

export function useSignup(code: string) {
  return useQuery(signupQuery(code));
}
