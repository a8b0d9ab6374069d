import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AttestationPage, AttestationQuery } from '@app/shared/clients/attestations';
import type { Access } from '../../platform/auth/access';
import { attachmentHeader } from '../../platform/http/attachment-header';
import { serviceContext, type App } from '../../platform/http/types';
import { attestationsCsv, listAttestations } from './attestations';

const tags = ['attestations'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };
/** Spec 002 §2: the Attestations route needs VendorProofEngage and Attestations. */
const attestationsAccess: Access = { roles: ['Client User'], permissions: ['hasVendorProofEngage', 'hasAttestations'] };

/** The same path answers CSV when the caller asks for it (spec 002 §7: "same path with filters as CSV"). */
const wantsCsv = (accept: string | undefined) => /(^|,)\s*text\/csv\s*(;|,|$)/i.test(accept ?? '');

export async function attestationRoutes(app: App): Promise<void> {
  app.get('/services/attestations', {
    config: { access: attestationsAccess },
    schema: {
      tags,
      summary: "The acting client's attestations a page at a time; with Accept: text/csv every matching row as CSV",
      querystring: AttestationQuery,
      response: { 200: z.union([AttestationPage, z.unknown().describe('text/csv stream')]), ...errors },
    },
    handler: async (request, reply) => {
      const ctx = serviceContext(request);
      if (wantsCsv(request.headers.accept)) {
        const { filename, stream } = await attestationsCsv(ctx, request.query);
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', attachmentHeader(filename));
        return reply.send(stream);
      }
      return listAttestations(ctx, request.query);
    },
  });
}
