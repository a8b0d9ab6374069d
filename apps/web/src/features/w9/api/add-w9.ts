import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { W9Record } from './get-w9s';
import { w9Keys } from './w9-query-keys';

/** POST /account/w9?fileId: records an uploaded file as a W-9; the open W-9 revision requests close. */
async function addW9(fileId: number): Promise<W9Record> {
  return W9Record.parse(await http.post('/account/w9', undefined, { query: { fileId } }));
}

export function useAddW9() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addW9,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: w9Keys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.revisionNotes('W9') }),
      ]),
  });
}
