import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { RevisionNoteList, type RevisionNote } from '@app/shared/company/company-profile';
import { http } from '../../../api/http';
import { w9Keys } from './w9-query-keys';

export type W9RevisionNote = z.infer<typeof RevisionNote>;

/** GET /revision-request-notes?type=W9&incompleteOnly=true: the customers' open requests to revise the W-9. */
export async function getW9RevisionNotes(): Promise<W9RevisionNote[]> {
  return RevisionNoteList.parse(await http.get('/revision-request-notes', { query: { type: 'W9', incompleteOnly: true } }));
}

export const w9RevisionNotesQuery = queryOptions({ queryKey: w9Keys.revisionNotes(), queryFn: getW9RevisionNotes });

export function useW9RevisionNotes() {
  return useQuery(w9RevisionNotesQuery);
}
