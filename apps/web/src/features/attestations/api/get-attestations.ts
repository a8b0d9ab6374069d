import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ATTESTATION_PAGE_SIZE, AttestationPage } from '@app/shared/clients/attestations';
import { http } from '../../../api/http';
import type { AttestationFilterQuery } from '../utils/attestation-filters';
import { attestationKeys } from './attestation-query-keys';

/** GET /attestations: one zero-based page of 25 with the filters → {content, size, total} (spec 002 §7). */
async function getAttestations(query: AttestationFilterQuery, page: number): Promise<AttestationPage> {
  return AttestationPage.parse(await http.get('/attestations', { query: { ...query, page, size: ATTESTATION_PAGE_SIZE } }));
}

const attestationsQuery = (query: AttestationFilterQuery, page: number) =>
  queryOptions({
    queryKey: attestationKeys.page(query, page),
    queryFn: () => getAttestations(query, page),
    placeholderData: keepPreviousData,
  });

export function useAttestations(query: AttestationFilterQuery, page: number) {
  return useQuery(attestationsQuery(query, page));
}
