import { z } from 'zod';
import { http } from '../../../api/http';

const FinishedSignup = z.object({ alreadySignedUp: z.boolean(), clientName: z.string() });
export type FinishedSignup = z.infer<typeof FinishedSignup>;

/** POST /vendor/signup/{code}: marks the code used and completes the enrolment; 410 when someone else used it. */
export async function finishSignup(code: string): Promise<FinishedSignup> {
  return FinishedSignup.parse(await http.post(`/vendor/signup/${encodeURIComponent(code)}`));
}
