import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ListSource } from '@app/shared/screening/lists';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** PUT /admin/screening/sources/{sourceId} {downloadUrl, downloadEnabled} → every source as saved. */
export function useUpdateListSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sourceId: string; downloadUrl: string | null; downloadEnabled: boolean }) =>
      z.array(ListSource).parse(
        await http.put(`/admin/screening/sources/${encodeURIComponent(input.sourceId)}`, {
          downloadUrl: input.downloadUrl,
          downloadEnabled: input.downloadEnabled,
        }),
      ),
    onSuccess: (sources) => queryClient.setQueryData(adminKeys.listSources, sources),
  });
}
