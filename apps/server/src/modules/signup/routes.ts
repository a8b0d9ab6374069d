import { z } from 'zod';
import { text } from '@app/shared/validation/text';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { ClientConfiguration } from '@app/shared/clients/client-configuration';
import { FinishedSignup, FinishSignupRequest, SignupData } from '@app/shared/signup/signup-data';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { clientConfiguration, finishSignup, signupInfo } from './signup';

const tags = ['signup'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 410: ErrorEnvelope, 422: ErrorEnvelope };
/** The calls that take a signup code are throttled like login (429 after too many wrong codes). */
const codeErrors = { ...errors, 429: ErrorEnvelope };
const CodeParams = z.object({ code: text().trim().min(1).max(20) });

export async function signupRoutes(app: App): Promise<void> {
  app.get('/services/vendor/signup/:code', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Signup data of a code (410 when used or connected by another vendor)',
      params: CodeParams,
      response: { 200: SignupData, ...codeErrors },
    },
    handler: async (request) => signupInfo(serviceContext(request), request.params.code),
  });

  app.post('/services/vendor/signup/:code', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary:
        'Finish signup in one transaction: the shown forms completed, code used, enrollment complete, COVG linked, monitoring started',
      params: CodeParams,
      body: FinishSignupRequest,
      response: { 200: FinishedSignup, ...codeErrors },
    },
    handler: async (request) => finishSignup(serviceContext(request), request.params.code, request.body),
  });

  app.get('/services/clientconfig/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "A connected client's configuration",
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 200: ClientConfiguration, ...errors },
    },
    handler: async (request) => clientConfiguration(serviceContext(request), request.params.id),
  });
}
