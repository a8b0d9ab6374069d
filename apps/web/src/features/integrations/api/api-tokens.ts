import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiToken, CreatedApiToken, type ApiTokenScope } from '@app/shared/integrations/api-tokens';
import { http } from '../../../api/http';
import { integrationKeys } from './integration-query-keys';

/** GET /api-tokens: the account's live tokens (never the token itself). */
export function useApiTokens(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.tokens(),
    queryFn: async () => z.array(ApiToken).parse(await http.get('/api-tokens')),
    enabled,
  });
}

/** POST /api-tokens → the token, shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; scope: ApiTokenScope }) => CreatedApiToken.parse(await http.post('/api-tokens', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens() }),
  });
}

/** DELETE /api-tokens/{id}: refused from its next request. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`/api-tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens() }),
  });
}
