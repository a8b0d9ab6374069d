import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { vendorOnly } from '../../platform/auth/access';
import { attachmentHeader } from '../../platform/http/attachment-header';
import { serviceContext, type App } from '../../platform/http/types';
import { addW9, listW9s, submitW9, w9File } from './w9';

const tags = ['w9'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const W9 = z.object({ id: z.number().int(), filename: z.string(), uploadDate: z.string(), customerNames: z.array(z.string()) });

export async function w9Routes(app: App): Promise<void> {
  app.get('/services/account/w9', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Your W-9s', response: { 200: z.array(W9), ...errors } },
    handler: async (request) => listW9s(serviceContext(request)),
  });

  app.post('/services/account/w9', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Record an uploaded file (directory w9) as a W-9',
      querystring: z.object({ fileId: z.coerce.number().int().positive() }),
      response: { 201: W9, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await addW9(serviceContext(request), request.query.fileId)),
  });

  app.post('/services/account/w9/submit', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Submit the latest W-9 to a customer',
      querystring: z.object({ clientId: z.coerce.number().int().positive() }),
      response: { 200: z.object({ submitted: z.boolean() }), ...errors },
    },
    handler: async (request) => submitW9(serviceContext(request), request.query.clientId),
  });

  app.get('/services/account/w9/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Download a W-9',
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 200: z.unknown().describe('the file'), ...errors },
    },
    handler: async (request, reply) => {
      const file = await w9File(serviceContext(request), request.params.id);
      reply.header('content-type', file.content_type);
      reply.header('content-disposition', attachmentHeader(file.filename));
      return reply.send(file.stream);
    },
  });
}
