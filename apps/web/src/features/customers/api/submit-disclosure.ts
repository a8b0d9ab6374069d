import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import { z } from 'zod';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';
import { customerKeys } from './customer-query-keys';

const SubmittedDisclosure = z.object({ submissionId: z.number().int() });

/** POST /customers/{customerId}/evd-form?configId {answers} → 201 {submissionId}: saves and completes a new disclosure. */
async function submitDisclosure(input: {
  customerId: number;
  configId: number;
  answers: Record<string, unknown>;
}): Promise<{ submissionId: number }> {
  return SubmittedDisclosure.parse(
    await http.post(`/customers/${input.customerId}/evd-form`, { answers: input.answers }, { query: { configId: input.configId } }),
  );
}

/** Submits a new disclosure, then reloads that form's history. */
export function useSubmitDisclosure(evdId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDisclosure,
    onMutate: () => trackEvent(ANALYTIC_EVENTS.submitDisclosure),
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.history(evdId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerChecklist(input.customerId) }),
      ]),
  });
}
