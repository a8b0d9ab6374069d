import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  ApproveWaiverRequest,
  ClientWaiverPage,
  ClientWaiverQuery,
  PaymentWaiver,
  PaymentWaiverRequest,
  RejectWaiverRequest,
  WaiverOptionList,
} from '@app/shared/payments/waivers';
import { vendorOnly, type Access } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { decideWaiver, listClientWaivers } from './client-waivers';
import { requestWaiver, waiverOptions } from './vendor-waivers';

const tags = ['waivers'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };
const WaiverParams = z.object({ waiverId: z.coerce.number().int().positive() });
/** /client-waivers needs PaymentWaiverAccess (spec 002 §1). */
const waiverDeciders: Access = { roles: ['Client User'], permissions: ['hasPaymentWaiverAccess'] };

/** Payment waivers (issue 15): the vendor asks a client to waive a payment; the client approves or rejects. */
export async function waiverRoutes(app: App): Promise<void> {
  app.get('/services/payment-waivers', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The payments the vendor's clients ask of it, each with the vendor's waiver request if any",
      response: { 200: WaiverOptionList, ...errors },
    },
    handler: async (request) => waiverOptions(serviceContext(request)),
  });

  app.post('/services/payment-waivers', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Ask a client to waive a payment it asks of the vendor (its subscription shows WAIVER_PENDING)',
      body: PaymentWaiverRequest,
      response: { 201: PaymentWaiver, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await requestWaiver(serviceContext(request), request.body)),
  });

  app.get('/services/client/waivers', {
    config: { access: waiverDeciders },
    schema: {
      tags,
      summary: "The acting client's payment waiver requests (pending by default), with their history, paged",
      querystring: ClientWaiverQuery,
      response: { 200: ClientWaiverPage, ...errors },
    },
    handler: async (request) => listClientWaivers(serviceContext(request), request.query),
  });

  app.post('/services/client/waivers/:waiverId/approve', {
    config: { access: waiverDeciders },
    schema: {
      tags,
      summary: 'Approve a pending waiver request: the vendor need not pay (WAIVER_APPROVED)',
      params: WaiverParams,
      body: ApproveWaiverRequest,
      response: { 200: PaymentWaiver, ...errors },
    },
    handler: async (request) => decideWaiver(serviceContext(request), request.params.waiverId, { approved: true, input: request.body }),
  });

  app.post('/services/client/waivers/:waiverId/reject', {
    config: { access: waiverDeciders },
    schema: {
      tags,
      summary: 'Reject a pending waiver request with a reason: the vendor must pay (WAIVER_NOT_APPROVED)',
      params: WaiverParams,
      body: RejectWaiverRequest,
      response: { 200: PaymentWaiver, ...errors },
    },
    handler: async (request) => decideWaiver(serviceContext(request), request.params.waiverId, { approved: false, input: request.body }),
  });
}
