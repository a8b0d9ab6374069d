import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminFeatureFlag } from '@app/shared/platform/feature-flags';
import { useReloadFeatureFlags } from '../../../api/get-feature-flags';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** PUT /feature-flags/{id} {enabled} → the flag as saved. */
async function updateFeatureFlag(input: { id: number; enabled: boolean }): Promise<AdminFeatureFlag> {
  return AdminFeatureFlag.parse(await http.put(`/feature-flags/${input.id}`, { enabled: input.enabled }));
}

/**
 * Turns a flag on or off; afterwards (done or refused) the flags are re-fetched (spec 002 §4): the
 * table's rows and the app's own flags, so menus and tabs that follow a flag follow the change.
 */
export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  const reloadAppFlags = useReloadFeatureFlags();
  return useMutation({
    mutationFn: updateFeatureFlag,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.featureFlags }), reloadAppFlags()]);
    },
  });
}
