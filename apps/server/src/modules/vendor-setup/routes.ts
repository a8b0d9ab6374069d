import { z } from 'zod';
import { text } from '@app/shared/validation/text';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { VendorSetupRequest } from '@app/shared/vendor-setup/vendor-setup';
import { publicAccess } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { captchaChallenge, clientByTag, facilitiesOf, submitVendorSetup, vendorCategoriesOf } from './vendor-setup';

const tags = ['vendor set-up (public)'];
const errors = { 400: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };
const TagParams = z.object({ tag: text().trim().min(1).max(100) });
const Option = z.object({ id: z.number().int(), name: z.string() });

export async function vendorSetupRoutes(app: App): Promise<void> {
  app.get('/services/clients/purl/:tag', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'A client by its public tag',
      params: TagParams,
      response: { 200: z.object({ id: z.number().int(), name: z.string() }), ...errors },
    },
    handler: async (request) => clientByTag(serviceContext(request), request.params),
  });

  app.get('/services/clients/purl/:tag/subclients', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: "The client's facilities (itself and its sub-clients)",
      params: TagParams,
      response: { 200: z.array(Option), ...errors },
    },
    handler: async (request) => facilitiesOf(serviceContext(request), request.params),
  });

  app.get('/services/clients/purl/:tag/vendor-categories', {
    config: { access: publicAccess },
    schema: { tags, summary: 'Vendor categories', params: TagParams, response: { 200: z.array(Option), ...errors } },
    handler: async (request) => vendorCategoriesOf(serviceContext(request), request.params),
  });

  app.get('/services/captcha/challenge', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'A proof-of-work captcha challenge (ALTCHA, self-hosted)',
      response: {
        200: z.object({
          algorithm: z.string(),
          challenge: z.string(),
          maxnumber: z.number().optional(),
          salt: z.string(),
          signature: z.string(),
        }),
      },
    },
    handler: async (request) => captchaChallenge(serviceContext(request)),
  });

  app.post('/services/vendor-setup/:tag', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'Ask a client to onboard a vendor (captcha required; rate-limited per address)',
      params: TagParams,
      body: VendorSetupRequest,
      response: { 201: z.object({ covgId: z.number().int(), clientName: z.string() }), ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await submitVendorSetup(serviceContext(request), request.params.tag, request.body)),
  });
}
