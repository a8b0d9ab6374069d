import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AccountUser, AddAccountUserRequest, UpdateAccountUserRequest } from '@app/shared/account/account-users';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { addAccountUser, deleteAccountUser, listAccountUsers, updateAccountUser } from './account-users';

const tags = ['account users'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };
const UserParams = z.object({ id: z.coerce.number().int().positive() });

export async function accountUserRoutes(app: App): Promise<void> {
  app.get('/services/account/users', {
    config: { access: vendorOnly },
    schema: { tags, summary: "The users of the vendor's account", response: { 200: z.array(AccountUser), ...errors } },
    handler: async (request) => listAccountUsers(serviceContext(request)),
  });

  app.post('/services/account/users', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Add a user', body: AddAccountUserRequest, response: { 201: AccountUser, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await addAccountUser(serviceContext(request), request.body)),
  });

  app.put('/services/account/users/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Edit a user (login name fixed; password only for oneself)',
      params: UserParams,
      body: UpdateAccountUserRequest,
      response: { 200: AccountUser, ...errors },
    },
    handler: async (request) => updateAccountUser(serviceContext(request), request.params.id, request.body),
  });

  app.delete('/services/account/users/:id', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Remove a user (not the last one)',
      params: UserParams,
      response: { 200: z.object({ name: z.string() }), ...errors },
    },
    handler: async (request) => deleteAccountUser(serviceContext(request), request.params.id),
  });
}
