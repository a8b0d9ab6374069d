import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { w9Keys } from './w9-query-keys';

/** A W-9 record (spec 001 §3): upload date as an ISO timestamp, the customers it was submitted to. */
export const W9Record = z.object({
  id: z.number().int(),
  filename: z.string(),
  uploadDate: z.string(),
  customerNames: z.array(z.string()),
});
export type W9Record = z.infer<typeof W9Record>;

/** GET /account/w9: the vendor's W-9s, newest first. */
async function getW9s(): Promise<W9Record[]> {
  return z.array(W9Record).parse(await http.get('/account/w9'));
}

const w9sQuery = queryOptions({ queryKey: w9Keys.list(), queryFn: getW9s });

export function useW9s() {
  return useQuery(w9sQuery);
}
