import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';

/** POST /admin/screening/sources/{sourceId}/download: downloads and imports the list now, in the background. */
export function useDownloadListSource() {
  return useMutation({
    mutationFn: async (sourceId: string) =>
      z.object({ queued: z.boolean() }).parse(await http.post(`/admin/screening/sources/${encodeURIComponent(sourceId)}/download`)),
  });
}
