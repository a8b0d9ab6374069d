import { queryOptions, useQuery } from '@tanstack/react-query';
import { Attestation } from '@app/shared/proof-of-monitoring/attestation';
import type { z } from 'zod';
import { http } from '../../../api/http';
import { pomKeys } from './pom-query-keys';

export type Attestation = z.infer<typeof Attestation>;

/** The to-do's attestation resource (GET and PUT). */
export const attestationPath = (customerId: number, checklistItemId: number) =>
  `/customers/${customerId}/proof-of-monitoring-checklist/${checklistItemId}`;

/** GET /customers/{customerId}/proof-of-monitoring-checklist/{checklistItemId}: the to-do with its attestation. */
async function getAttestation(customerId: number, checklistItemId: number): Promise<Attestation> {
  return Attestation.parse(await http.get(attestationPath(customerId, checklistItemId)));
}

const attestationQuery = (customerId: number, checklistItemId: number) =>
  queryOptions({
    queryKey: pomKeys.attestation(customerId, checklistItemId),
    queryFn: () => getAttestation(customerId, checklistItemId),
    retry: false,
  });

export function useAttestation(customerId: number, checklistItemId: number) {
  return useQuery(attestationQuery(customerId, checklistItemId));
}
