import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { Attestation, AttestationRequest } from '@app/shared/proof-of-monitoring/attestation';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { getAttestation, saveAttestation } from './attestation';

const tags = ['proof of monitoring'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope };
const Params = z.object({ customerId: z.coerce.number().int().positive(), checklistItemId: z.coerce.number().int().positive() });

export async function proofOfMonitoringRoutes(app: App): Promise<void> {
  app.get('/services/customers/:customerId/proof-of-monitoring-checklist/:checklistItemId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'The proof-of-monitoring to-do with its attestation',
      params: Params,
      response: { 200: Attestation, ...errors },
    },
    handler: async (request) => getAttestation(serviceContext(request), request.params.customerId, request.params.checklistItemId),
  });

  app.put('/services/customers/:customerId/proof-of-monitoring-checklist/:checklistItemId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Attest third-party monitoring (completes the to-do)',
      params: Params,
      body: AttestationRequest,
      response: { 200: Attestation, ...errors },
    },
    handler: async (request) =>
      saveAttestation(serviceContext(request), request.params.customerId, request.params.checklistItemId, request.body),
  });
}
