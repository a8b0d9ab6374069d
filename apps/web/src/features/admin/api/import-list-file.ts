import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportOutcome } from '@app/shared/screening/lists';
import { http } from '../../../api/http';
import { uploadFileWithProgress } from '../../../api/upload-file-with-progress';
import { adminKeys } from './admin-query-keys';

/**
 * Uploads the files of one list (progress through `onProgress`, then `onImporting` once they are in)
 * and imports them as one new snapshot of the source (POST /admin/screening/imports; MN publishes two
 * workbooks); the sources and snapshots refresh afterwards, whatever the outcome.
 */
export function useImportListFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sourceId: string; files: File[]; onProgress: (fraction: number) => void; onImporting: () => void }) => {
      const total = input.files.reduce((sum, file) => sum + file.size, 0) || 1;
      const ids: number[] = [];
      let done = 0;
      for (const file of input.files) {
        const uploaded = await uploadFileWithProgress(file, { 'directory-name': 'listImport' }, (fraction) =>
          input.onProgress((done + fraction * file.size) / total),
        );
        done += file.size;
        ids.push(uploaded.id);
      }
      input.onImporting();
      const [fileId, ...moreFileIds] = ids;
      return ImportOutcome.parse(
        await http.post('/admin/screening/imports', { sourceId: input.sourceId, fileId, ...(moreFileIds.length ? { moreFileIds } : {}) }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.screening }),
  });
}
