import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { RevisionNoteList, type RevisionNote as RevisionNoteSchema } from '@app/shared/company/company-profile';
import { http } from '../../../api/http';
import { companyKeys } from './company-query-keys';

export type RevisionNote = z.infer<typeof RevisionNoteSchema>;

/** GET /revision-request-notes?type=AccountInfo&incompleteOnly=true: the customers' open requests on the profile. */
export async function getAccountRevisionNotes(): Promise<RevisionNote[]> {
  return RevisionNoteList.parse(await http.get('/revision-request-notes', { query: { type: 'AccountInfo', incompleteOnly: true } }));
}

export const accountRevisionNotesQuery = queryOptions({ queryKey: companyKeys.revisionNotes(), queryFn: getAccountRevisionNotes });

export function useAccountRevisionNotes() {
  return useQuery(accountRevisionNotesQuery);
}
