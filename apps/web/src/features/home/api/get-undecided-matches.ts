import { queryOptions, useQuery } from '@tanstack/react-query';
import { VendorMatchList } from '@app/shared/screening/alerts';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { refetchUnlessPrefetched } from '../../../lib/prefetch-page-data';

/** GET /screening/matches: the vendor's undecided matches (waiting for its answer or for the reviewer), newest first. */
export const undecidedMatchesQuery = queryOptions({
  queryKey: queryKeys.exclusionMatches.undecided(),
  queryFn: async () => VendorMatchList.parse(await http.get('/screening/matches', { query: { size: 4 } })),
  refetchOnMount: refetchUnlessPrefetched,
});

export function useUndecidedMatches() {
  return useQuery(undecidedMatchesQuery);
}
