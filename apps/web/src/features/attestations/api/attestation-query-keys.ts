import type { AttestationFilterQuery } from '../utils/attestation-filters';

/** Query keys of the attestations screen. */
export const attestationKeys = {
  all: ['attestations'] as const,
  page: (query: AttestationFilterQuery, page: number) => [...attestationKeys.all, 'page', query, page] as const,
  columns: () => [...attestationKeys.all, 'columns'] as const,
};
