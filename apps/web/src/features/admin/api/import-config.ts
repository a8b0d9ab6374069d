import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImportConfig, type ImportConfigUpdate } from '@app/shared/client-imports/import-config';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /imports/config/{clientId}: a client's SFTP import settings. */
export function useImportConfig(clientId: number | null) {
  return useQuery({
    queryKey: adminKeys.importConfig(clientId ?? 0),
    enabled: clientId !== null,
    queryFn: async () => ImportConfig.parse(await http.get(`/imports/config/${clientId}`)),
  });
}

/** PUT /imports/config/{clientId}; the answer replaces the cached settings. */
export function useSaveImportConfig(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ImportConfigUpdate) => ImportConfig.parse(await http.put(`/imports/config/${clientId}`, body)),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.importConfig(clientId), saved),
  });
}
