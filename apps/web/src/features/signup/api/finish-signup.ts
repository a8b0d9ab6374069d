import { FinishedSignup, type FinishSignupRequest } from '@app/shared/signup/signup-data';
import { http } from '../../../api/http';

/**
 * POST /vendor/signup/{code}: in one server transaction marks the shown disclosure forms complete
 * (400 naming a form whose answers fail the check), marks the code used and completes the enrolment;
 * 410 when someone else used it, 422 when a client requirement is missing. A refusal changes nothing.
 */
export async function finishSignup(code: string, request: FinishSignupRequest): Promise<FinishedSignup> {
  return FinishedSignup.parse(await http.post(`/vendor/signup/${encodeURIComponent(code)}`, request));
}
