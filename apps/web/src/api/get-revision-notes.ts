import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { RevisionNoteList, type RevisionNote as RevisionNoteSchema } from '@app/shared/company/company-profile';
import { http } from './http';
import { queryKeys } from './query-keys';

export type RevisionNote = z.infer<typeof RevisionNoteSchema>;
/** What the customers asked to revise: the company profile (AccountInfo), the W-9 or a disclosure (EVD). */
export type RevisionNoteType = 'AccountInfo' | 'W9' | 'EVD';

/**
 * GET /revision-request-notes?type&incompleteOnly=true: the customers' open revision requests of one
 * kind. Here because the company profile and the W-9 tab each read their kind.
 */
async function getRevisionNotes(type: RevisionNoteType): Promise<RevisionNote[]> {
  return RevisionNoteList.parse(await http.get('/revision-request-notes', { query: { type, incompleteOnly: true } }));
}

const revisionNotesQuery = (type: RevisionNoteType) =>
  queryOptions({ queryKey: queryKeys.revisionNotes(type), queryFn: () => getRevisionNotes(type) });

export function useRevisionNotes(type: RevisionNoteType) {
  return useQuery(revisionNotesQuery(type));
}
