import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { ApiToken, ApiTokenIdParams, CreateApiTokenRequest, CreatedApiToken } from '@app/shared/integrations/api-tokens';
import { z } from 'zod';
import { serviceContext, type App } from '../../platform/http/types';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';
import { integrationsAccess } from './integrations-access';

const tags = ['integrations'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };

/** API tokens of the acting vendor or client (issue 35, decision 298). */
export async function apiTokenRoutes(app: App): Promise<void> {
  app.post('/services/api-tokens', {
    config: { access: integrationsAccess },
    schema: {
      tags,
      summary: 'Create an API token (read scope unless write is asked for); the token is in this answer only',
      body: CreateApiTokenRequest,
      response: { 201: CreatedApiToken, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createApiToken(serviceContext(request), request.body)),
  });

  app.get('/services/api-tokens', {
    config: { access: integrationsAccess },
    schema: {
      tags,
      summary: "The account's API tokens (never the token) with their last use",
      response: { 200: z.array(ApiToken), ...errors },
    },
    handler: async (request) => listApiTokens(serviceContext(request)),
  });

  app.delete('/services/api-tokens/:id', {
    config: { access: integrationsAccess },
    schema: { tags, summary: 'Revoke an API token at once', params: ApiTokenIdParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await revokeApiToken(serviceContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
