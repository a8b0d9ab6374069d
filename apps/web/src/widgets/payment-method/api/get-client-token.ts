import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientTokenResponse } from '@app/shared/payments/payments';
import type { z } from 'zod';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

type ClientToken = z.infer<typeof ClientTokenResponse>;

/** GET /braintree/client-token: the token for the card/bank provider and which gateway runs (sandbox or Braintree). */
async function getClientToken(): Promise<ClientToken> {
  return ClientTokenResponse.parse(await http.get('/braintree/client-token'));
}

const clientTokenQuery = queryOptions({ queryKey: queryKeys.paymentClientToken, queryFn: getClientToken, retry: false });

export function useClientToken() {
  return useQuery(clientTokenQuery);
}
