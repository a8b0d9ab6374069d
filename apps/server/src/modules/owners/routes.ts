import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { Owner, OwnerInput, OwnerRequirementsResponse, OwnershipPercentagesRequest } from '@app/shared/owners/owner';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { ownerRequirements } from './owner-requirements';
import { createOwner, deleteOwner, getOwner, listOwners, updateOwner, updateOwnershipPercentages } from './owners';

const tags = ['owners'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const OwnerParams = z.object({ ownerId: z.coerce.number().int().positive() });
/** The signup wizard names the client whose owner rules apply; the account page uses all customers'. */
const ClientQuery = z.object({ clientId: z.coerce.number().int().positive().optional() });

export async function ownerRoutes(app: App): Promise<void> {
  app.get('/services/owners', {
    config: { access: vendorOnly },
    schema: { tags, summary: "The vendor's owners and managing employees", response: { 200: z.array(Owner), ...errors } },
    handler: async (request) => listOwners(serviceContext(request)),
  });

  app.get('/services/owners/requirements', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: "The client configuration's owner rules (OWNER_DOB, OWNER_TIN, OWNER_REQUIRED_AT_SIGNUP)",
      querystring: ClientQuery,
      response: { 200: OwnerRequirementsResponse, ...errors },
    },
    handler: async (request) => ownerRequirements(serviceContext(request), request.query),
  });

  app.post('/services/owners', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Add an owner (screened right away)',
      querystring: ClientQuery,
      body: OwnerInput,
      response: { 201: Owner, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createOwner(serviceContext(request), request.body, request.query.clientId)),
  });

  app.get('/services/owners/:ownerId', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'One owner', params: OwnerParams, response: { 200: Owner, ...errors } },
    handler: async (request) => getOwner(serviceContext(request), request.params.ownerId),
  });

  app.put('/services/owners/:ownerId', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Update an owner (screened again)',
      params: OwnerParams,
      querystring: ClientQuery,
      body: OwnerInput,
      response: { 200: Owner, ...errors },
    },
    handler: async (request) => updateOwner(serviceContext(request), request.params.ownerId, request.body, request.query.clientId),
  });

  app.delete('/services/owners/:ownerId', {
    config: { access: vendorOnly },
    schema: { tags, summary: 'Remove an owner', params: OwnerParams, response: { 200: z.object({ name: z.string() }), ...errors } },
    handler: async (request) => deleteOwner(serviceContext(request), request.params.ownerId),
  });

  app.put('/services/vendor-info/ownership', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Set ownership percentages (ownerId → whole percent; total ≤ 100)',
      body: OwnershipPercentagesRequest,
      response: { 200: z.array(Owner), ...errors },
    },
    handler: async (request) => updateOwnershipPercentages(serviceContext(request), request.body),
  });
}
