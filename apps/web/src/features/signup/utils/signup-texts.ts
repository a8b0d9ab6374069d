/** The signup wizard's texts (spec 001 §8). */
export const SIGNUP_TEXTS = {
  codeUsed: 'Signup code has already been used, redirecting you to the dashboard',
  loadFailed: 'Could not start signup, please try again or contact us for help',
  stepSaveFailed: 'Failed to save changes',
  markCompleteFailed: 'Unable to mark forms completed',
  paid: 'Your VendorProof subscription is paid. Select Next to continue.',
  finishFailed: 'It looks like there was a problem. Please try again - if the problem persists, please contact support',
} as const;

/** After a used code the wizard goes to the dashboard after 10 seconds (spec 001 §9). */
export const USED_CODE_REDIRECT_MS = 10_000;

/**
 * What the final step says when finishing fails (a 410 shows the used-code message instead): a shown
 * form refused (400: its answers fail the check; 404: not the vendor's to-do) is the forms text; a
 * client requirement still missing (422) notifies the generic text and names the requirement; anything
 * else is the generic text. `notice` is the notification, `text` stays on the step.
 */
export function finishFailure(failure: { status: number; message: string } | undefined): { notice: string; text: string } {
  if (failure?.status === 400 || failure?.status === 404)
    return { notice: SIGNUP_TEXTS.markCompleteFailed, text: SIGNUP_TEXTS.markCompleteFailed };
  if (failure?.status === 422 && failure.message) return { notice: SIGNUP_TEXTS.finishFailed, text: failure.message };
  return { notice: SIGNUP_TEXTS.finishFailed, text: SIGNUP_TEXTS.finishFailed };
}

/** The final step's message: already signed up with this client, or just registered. */
export function finishedText(result: { alreadySignedUp: boolean; clientName: string }): string {
  return result.alreadySignedUp
    ? `You had already signed up with ${result.clientName}. Your enrollment is complete and nothing more is needed.`
    : `You have successfully registered with ${result.clientName}! Your enrollment is complete.`;
}
