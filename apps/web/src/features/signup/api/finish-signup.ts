import { FinishedSignup } from '@app/shared/signup/signup-data';
import { http } from '../../../api/http';

/** POST /vendor/signup/{code}: marks the code used and completes the enrolment; 410 when someone else used it. */
export async function finishSignup(code: string): Promise<FinishedSignup> {
  return FinishedSignup.parse(await http.post(`/vendor/signup/${encodeURIComponent(code)}`));
}
