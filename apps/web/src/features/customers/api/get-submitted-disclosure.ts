import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { DisclosureForm } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';

export type DisclosureForm = z.infer<typeof DisclosureForm>;

/** GET /evd-submissions/{submissionId}: a submitted disclosure with its answers (read-only). */
async function getSubmittedDisclosure(submissionId: number): Promise<DisclosureForm> {
  return DisclosureForm.parse(await http.get(`/evd-submissions/${submissionId}`));
}

export function useSubmittedDisclosure(submissionId: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: customerKeys.submission(submissionId ?? 0), queryFn: () => getSubmittedDisclosure(submissionId!) }),
    enabled: submissionId !== null,
  });
}
