import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import type { z } from 'zod';
import { INVALID_TEMPLATE_MESSAGE, SubmitUploadResponse, UploadValidationResponse } from '@app/shared/employees/uploads';
import { isApiError } from '../../../api/api-error';
import { http } from '../../../api/http';
import { employeeKeys } from './employee-query-keys';

/** 'Unknown error. Please try again later' (spec 000 §8): any other answer, or none. */
const UNKNOWN_UPLOAD_ERROR = 'Unknown error. Please try again later';

/** How a bulk submission ended (spec 000 §4 Bulk upload). */
export type SubmitUploadOutcome =
  | { kind: 'accepted'; result: z.infer<typeof SubmitUploadResponse> }
  | { kind: 'rowErrors'; preview: UploadValidationResponse }
  | { kind: 'failed'; message: string };

/**
 * POST /employees/uploads {fileId, validOnly}: 202 accepted; 404 when the file was not made from the
 * template; 400 with the bad rows for the Review Error Rows preview; anything else is unknown.
 */
async function submitEmployeeUpload(request: { fileId: number; validOnly: boolean }): Promise<SubmitUploadOutcome> {
  try {
    return { kind: 'accepted', result: SubmitUploadResponse.parse(await http.post('/employees/uploads', request)) };
  } catch (error) {
    return submitFailureOutcome(error);
  }
}

/** A failed submission: 404 = not the template; 400 carrying the bad rows = preview; anything else is unknown. */
export function submitFailureOutcome(error: unknown): SubmitUploadOutcome {
  if (isApiError(error) && error.status === 404) return { kind: 'failed', message: INVALID_TEMPLATE_MESSAGE };
  if (isApiError(error) && error.status === 400) {
    const preview = UploadValidationResponse.safeParse(error.body);
    if (preview.success) return { kind: 'rowErrors', preview: preview.data };
  }
  return { kind: 'failed', message: UNKNOWN_UPLOAD_ERROR };
}

export function useSubmitEmployeeUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEmployeeUpload,
    onMutate: (request) => trackEvent(ANALYTIC_EVENTS.uploadRoster, { validOnly: request.validOnly }),
    onSuccess: (outcome) => {
      if (outcome.kind === 'accepted') void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
