import { useMutation } from '@tanstack/react-query';
import { SandboxTokenResponse, type SandboxCardRequest } from '@app/shared/payments/payments';
import type { z } from 'zod';
import { http } from '../../../api/http';

export type SandboxToken = z.infer<typeof SandboxTokenResponse>;

/**
 * POST /braintree/sandbox/card: the sandbox gateway turns card details into a nonce (sandbox mode
 * only; it saves nothing). 400 carries field errors; 422 refuses a card brand that is not accepted.
 */
async function tokenizeSandboxCard(card: z.output<typeof SandboxCardRequest>): Promise<SandboxToken> {
  return SandboxTokenResponse.parse(await http.post('/braintree/sandbox/card', card));
}

export function useTokenizeSandboxCard() {
  return useMutation({ mutationFn: tokenizeSandboxCard });
}
