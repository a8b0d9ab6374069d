import { useMutation } from '@tanstack/react-query';
import { SandboxTokenResponse, type SandboxBankRequest } from '@app/shared/payments/payments';
import type { z } from 'zod';
import { http } from '../../../api/http';
import type { SandboxToken } from './tokenize-sandbox-card';

/** POST /braintree/sandbox/bank-account: the sandbox gateway turns bank details into a nonce (saves nothing). */
async function tokenizeSandboxBankAccount(account: z.output<typeof SandboxBankRequest>): Promise<SandboxToken> {
  return SandboxTokenResponse.parse(await http.post('/braintree/sandbox/bank-account', account));
}

export function useTokenizeSandboxBankAccount() {
  return useMutation({ mutationFn: tokenizeSandboxBankAccount });
}
