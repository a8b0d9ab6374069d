import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { FeatureFlagList } from '@app/shared/platform/feature-flags';
import { http } from './http';
import { queryKeys } from './query-keys';

/** Flag name → enabled. A flag the server does not list counts as disabled. */
export type FeatureFlags = Readonly<Record<string, boolean>>;

/** GET /feature-flags: pairs {feature, enabled}, indexed by name. */
async function getFeatureFlags(): Promise<FeatureFlags> {
  const list = FeatureFlagList.parse(await http.get('/feature-flags'));
  return Object.fromEntries(list.map((flag) => [flag.feature, flag.enabled]));
}

/** Flags are fetched once at start-up (spec 002 §4) and again after a login. */
export const featureFlagsQuery = queryOptions({
  queryKey: queryKeys.featureFlags,
  queryFn: getFeatureFlags,
  staleTime: Infinity,
  retry: false,
});

export function useFeatureFlags(): FeatureFlags {
  return useQuery(featureFlagsQuery).data ?? {};
}

/** Re-reads the flags (after a login, when the signed-in user may see other flags). */
export function useReloadFeatureFlags(): () => Promise<FeatureFlags> {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({ ...featureFlagsQuery, staleTime: 0 }).catch((error: unknown) => {
      console.error('Unable to fetch feature flags.', error);
      return queryClient.getQueryData(queryKeys.featureFlags) ?? {};
    });
}
