import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { w9Keys } from './w9-query-keys';

/** POST /account/w9/submit?clientId: gives the vendor's newest W-9 to the customer and completes its W-9 to-do. */
async function submitW9(clientId: string): Promise<void> {
  z.object({ submitted: z.boolean() }).parse(await http.post('/account/w9/submit', undefined, { query: { clientId } }));
}

export function useSubmitW9() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitW9,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: w9Keys.list() }),
  });
}
