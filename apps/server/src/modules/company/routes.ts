import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { CompanyProfile, CompanyProfileInput, RevisionNoteList } from '@app/shared/company/company-profile';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { getCompanyProfile, revisionNotes, saveCompanyProfile } from './company-profile';

const tags = ['company'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const ClientQuery = z.object({ clientId: z.coerce.number().int().positive().optional() });

export async function companyRoutes(app: App): Promise<void> {
  app.get('/services/account/company', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'The company profile (with the TIN)', querystring: ClientQuery, response: { 200: CompanyProfile, ...errors } },
    handler: async (request) => getCompanyProfile(serviceContext(request), request.query.clientId),
  });

  app.put('/services/account/company', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Save the company profile (rules of spec 001 §5 and the client configuration)',
      querystring: ClientQuery,
      body: CompanyProfileInput,
      response: { 200: CompanyProfile, ...errors },
    },
    handler: async (request) => saveCompanyProfile(serviceContext(request), request.body, request.query.clientId),
  });

  app.get('/services/revision-request-notes', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "Customers' revision requests (AccountInfo, W9, EVD)",
      querystring: z.object({
        type: z.enum(['AccountInfo', 'W9', 'EVD']),
        incompleteOnly: z
          .enum(['true', 'false'])
          .default('true')
          .transform((v) => v === 'true'),
      }),
      response: { 200: RevisionNoteList, ...errors },
    },
    handler: async (request) => revisionNotes(serviceContext(request), request.query),
  });
}
