import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANALYTIC_EVENTS } from '@app/shared/platform/analytic-events';
import { trackEvent } from '../../../api/track-event';
import { type z } from 'zod';
import { SignupIdCheckResponse } from '@app/shared/customers/signup-id';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

type SignupIdCheck = z.infer<typeof SignupIdCheckResponse>;

/** POST /signup-code/{signupId}/validate → {status: 'valid' | 'used-signup-code', message}. */
async function connectSignupId(signupId: string): Promise<SignupIdCheck> {
  return SignupIdCheckResponse.parse(await http.post(`/signup-code/${encodeURIComponent(signupId)}/validate`));
}

/** Connecting starts an enrolment, so the customers list (and the dashboard's card) reloads. */
export function useConnectSignupId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectSignupId,
    onMutate: () => trackEvent(ANALYTIC_EVENTS.connectSignupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.list() }),
  });
}
