import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SsoConfig, type SsoConfigUpdate } from '@app/shared/admin/single-sign-on-config';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /admin/sso/{clientId}: a client's single sign-on settings (never the secret). */
export function useSsoConfig(clientId: number | null) {
  return useQuery({
    queryKey: adminKeys.ssoConfig(clientId ?? 0),
    enabled: clientId !== null,
    queryFn: async () => SsoConfig.parse(await http.get(`/admin/sso/${clientId}`)),
  });
}

/** PUT /admin/sso/{clientId}; the answer replaces the cached settings. */
export function useSaveSsoConfig(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SsoConfigUpdate) => SsoConfig.parse(await http.put(`/admin/sso/${clientId}`, body)),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.ssoConfig(clientId), saved),
  });
}

/** DELETE /admin/sso/{clientId}; the settings are read again (now empty). */
export function useRemoveSsoConfig(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(`/admin/sso/${clientId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ssoConfig(clientId) }),
  });
}
