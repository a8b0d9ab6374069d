import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { clientConfiguration, finishSignup, signupInfo } from './signup';

const tags = ['signup'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 410: ErrorEnvelope };
const CodeParams = z.object({ code: z.string().trim().min(1).max(20) });

const SignupData = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), ownersIncludeManagingEmployees: z.boolean() }),
  vendor: z.object({ id: z.number().int() }),
  paymentRequired: z.boolean(),
  skipSignup: z.boolean(),
});

const ClientConfiguration = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  requirementMap: z.object({ OWNER_TIN: z.boolean(), OWNER_DOB: z.boolean(), SERVICES_OFFERED: z.boolean(), OWNER_REQUIRED_AT_SIGNUP: z.boolean() }),
  requiredVendorData: z.array(z.string()),
  ownersIncludeManagingEmployees: z.boolean(),
  paymentRequired: z.boolean(),
});

export async function signupRoutes(app: App): Promise<void> {
  app.get('/services/vendor/signup/:code', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Signup data of a code (410 when used)', params: CodeParams, response: { 200: SignupData, ...errors } },
    handler: async (request) => signupInfo(serviceContext(request), request.params.code),
  });

  app.post('/services/vendor/signup/:code', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Finish signup: code used, enrolment complete, COVG linked, monitoring started',
      params: CodeParams,
      response: { 200: z.object({ alreadySignedUp: z.boolean(), clientName: z.string() }), ...errors },
    },
    handler: async (request) => finishSignup(serviceContext(request), request.params.code),
  });

  app.get('/services/clientconfig/:id', {
    config: { access: vendorOnly },
    schema: { tags, summary: "A connected client's configuration", params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: ClientConfiguration, ...errors } },
    handler: async (request) => clientConfiguration(serviceContext(request), request.params.id),
  });
}
