import { useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { EnrollmentVerification } from '@app/shared/customers/customer';
import { http } from '../../../api/http';
import { certificateKeys } from './certificate-query-keys';

export type EnrollmentVerification = z.infer<typeof EnrollmentVerification>;

/** GET /public/enrollment-verification/{code} (no session): is the certificate still true? 404 for an unknown code. */
async function getEnrollmentVerification(code: string): Promise<EnrollmentVerification> {
  return EnrollmentVerification.parse(await http.get(`/public/enrollment-verification/${encodeURIComponent(code)}`));
}

export function useEnrollmentVerification(code: string) {
  return useQuery({ queryKey: certificateKeys.verification(code), queryFn: () => getEnrollmentVerification(code), retry: false });
}
