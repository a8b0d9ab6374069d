import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AdminFeatureFlag } from '@app/shared/platform/feature-flags';
import { useReloadFeatureFlags } from '../../../api/get-feature-flags';
import { http } from '../../../api/http';
import { optimisticUpdate } from '../../../api/optimistic-update';
import { adminKeys } from './admin-query-keys';

interface FeatureFlagChange {
  id: number;
  enabled: boolean;
}

/** PUT /feature-flags/{id} {enabled} → the flag as saved. */
async function updateFeatureFlag(input: FeatureFlagChange): Promise<AdminFeatureFlag> {
  return AdminFeatureFlag.parse(await http.put(`/feature-flags/${input.id}`, { enabled: input.enabled }));
}

/**
 * The switch's change, optimistic (decision 216): the table's row shows the new state at once, goes back
 * when the server refuses, and the flags are re-fetched once it answered either way (spec 002 §4).
 */
export function featureFlagMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: updateFeatureFlag,
    ...optimisticUpdate<AdminFeatureFlag[], FeatureFlagChange>(queryClient, {
      mutationKey: [...adminKeys.featureFlags, 'update'],
      queryKey: () => adminKeys.featureFlags,
      update: (flags, change) => flags.map((flag) => (flag.id === change.id ? { ...flag, enabled: change.enabled } : flag)),
    }),
  });
}

/**
 * Turns a flag on or off; afterwards (done or refused) the flags are re-fetched: the table's rows and
 * the app's own flags, so menus and tabs that follow a flag follow the change.
 */
export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  const reloadAppFlags = useReloadFeatureFlags();
  const options = featureFlagMutation(queryClient);
  return useMutation({
    ...options,
    onSettled: async (...args) => {
      await Promise.all([options.onSettled?.(...args), reloadAppFlags()]);
    },
  });
}
