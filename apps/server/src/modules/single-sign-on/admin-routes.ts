import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { SsoConfig, SsoConfigParams, SsoConfigUpdate } from '@app/shared/admin/single-sign-on-config';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { getSsoConfig, removeSsoConfig, saveSsoConfig } from './sso-config';

const tags = ['single sign-on (admin)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** Admins set a client organisation's OpenID Connect provider (issue 35). */
export async function ssoAdminRoutes(app: App): Promise<void> {
  app.get('/services/admin/sso/:clientId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "Admin: a client's single sign-on settings (issuer, client id, domains; never the secret)",
      params: SsoConfigParams,
      response: { 200: SsoConfig, ...errors },
    },
    handler: async (request) => getSsoConfig(serviceContext(request), request.params.clientId),
  });

  app.put('/services/admin/sso/:clientId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "Admin: save a client's single sign-on (secret sealed; left out, the stored one stays); a domain is one client's only (409)",
      params: SsoConfigParams,
      body: SsoConfigUpdate,
      response: { 200: SsoConfig, ...errors, 409: ErrorEnvelope },
    },
    handler: async (request) => saveSsoConfig(serviceContext(request), request.params.clientId, request.body),
  });

  app.delete('/services/admin/sso/:clientId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "Admin: remove a client's single sign-on (its users log in with passwords again)",
      params: SsoConfigParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await removeSsoConfig(serviceContext(request), request.params.clientId);
      return reply.status(204).send(null);
    },
  });
}
