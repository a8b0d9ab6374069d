import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { signupKeys } from './signup-query-keys';

/** Signup data (spec 001 §3). */
export const SignupData = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), ownersIncludeManagingEmployees: z.boolean() }),
  vendor: z.object({ id: z.number().int() }),
  paymentRequired: z.boolean(),
  skipSignup: z.boolean(),
});
export type SignupData = z.infer<typeof SignupData>;

/** GET /vendor/signup/{code}: the client, whether payment is required and whether signup is skipped; 410 when the code is used. */
export async function getSignup(code: string): Promise<SignupData> {
  return SignupData.parse(await http.get(`/vendor/signup/${encodeURIComponent(code)}`));
}

export const signupQuery = (code: string) => queryOptions({ queryKey: signupKeys.data(code), queryFn: () => getSignup(code), retry: false, staleTime: Infinity });

export function useSignup(code: string) {
  return useQuery(signupQuery(code));
}
