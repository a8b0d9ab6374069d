import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AddClientUserRequest, ClientUser, ClientUserList, UpdateClientUserRequest } from '@app/shared/account/client-users';
import type { Access } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { addClientUser, deactivateClientUser, listClientUsers, updateClientUser } from './client-users';

const tags = ['client users'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope };
const UserParams = z.object({ id: z.coerce.number().int().positive() });
/** Spec 002 §2: /client-users needs UsersAccess. */
const usersAccess: Access = { roles: ['Client User'], permissions: ['hasUsersAccess'] };

export async function clientUserRoutes(app: App): Promise<void> {
  app.get('/services/client/users', {
    config: { access: usersAccess },
    schema: { tags, summary: "The acting client's users with their permission flags", response: { 200: ClientUserList, ...errors } },
    handler: async (request) => listClientUsers(serviceContext(request)),
  });

  app.post('/services/client/users', {
    config: { access: usersAccess },
    schema: {
      tags,
      summary: 'Add a client user (e-mailed a set-password link)',
      body: AddClientUserRequest,
      response: { 201: ClientUser, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await addClientUser(serviceContext(request), request.body)),
  });

  app.put('/services/client/users/:id', {
    config: { access: usersAccess },
    schema: {
      tags,
      summary: 'Edit a client user (login name fixed)',
      params: UserParams,
      body: UpdateClientUserRequest,
      response: { 200: ClientUser, ...errors },
    },
    handler: async (request) => updateClientUser(serviceContext(request), request.params.id, request.body),
  });

  app.delete('/services/client/users/:id', {
    config: { access: usersAccess },
    schema: {
      tags,
      summary: 'Deactivate a client user (not the last one with UsersAccess)',
      params: UserParams,
      response: { 200: z.object({ name: z.string() }), ...errors },
    },
    handler: async (request) => deactivateClientUser(serviceContext(request), request.params.id),
  });
}
