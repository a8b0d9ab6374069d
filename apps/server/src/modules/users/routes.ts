import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import {
  CurrentClientResponse,
  CurrentVendorResponse,
  PickerOptionsResponse,
  PickerQuery,
  SetAssumedRoleRequest,
  SetCurrentClientRequest,
  SetCurrentVendorRequest,
} from '@app/shared/users/acting-as';
import { CurrentUserResponse } from '@app/shared/users/current-user';
import { adminOnly, signedIn } from '../../platform/auth/access';
import { toCurrentUser } from '../../platform/auth/identity';
import { requireActor } from '../../platform/context';
import { serviceContext, type App } from '../../platform/http/types';
import { clientOptions, currentClient, currentVendor, selectClient, selectVendor, setAssumedRole, vendorOptions } from './acting-as';

const tags = ['users'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

export async function userRoutes(app: App): Promise<void> {
  app.get('/services/account/users/current', {
    config: { access: signedIn },
    schema: { tags, summary: 'The signed-in user, acting tenant and permission flags', response: { 200: CurrentUserResponse, ...errors } },
    // The actor was resolved from the session with everything the answer needs: no second query.
    handler: async (request) => toCurrentUser(requireActor(serviceContext(request))),
  });

  app.put('/services/account/users/current/assumed-role', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: act as Vendor User or Client User',
      body: SetAssumedRoleRequest,
      response: { 200: CurrentUserResponse, ...errors },
    },
    handler: async (request) => setAssumedRole(serviceContext(request), request.body.assumedRole),
  });

  app.get('/services/current-vendor/options', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: vendors matching text',
      querystring: PickerQuery,
      response: { 200: PickerOptionsResponse, ...errors },
    },
    handler: async (request) => ({ options: await vendorOptions(serviceContext(request), request.query.text) }),
  });

  app.get('/services/current-client/options', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: clients matching text',
      querystring: PickerQuery,
      response: { 200: PickerOptionsResponse, ...errors },
    },
    handler: async (request) => ({ options: await clientOptions(serviceContext(request), request.query.text) }),
  });

  app.get('/services/current-vendor', {
    config: { access: signedIn },
    schema: { tags, summary: 'The vendor acted for (own, or the admin selection)', response: { 200: CurrentVendorResponse, ...errors } },
    handler: async (request) => ({ vendor: await currentVendor(serviceContext(request)) }),
  });

  app.get('/services/current-client', {
    config: { access: signedIn },
    schema: { tags, summary: 'The client acted for (own, or the admin selection)', response: { 200: CurrentClientResponse, ...errors } },
    handler: async (request) => ({ client: await currentClient(serviceContext(request)) }),
  });

  app.put('/services/current-vendor', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: act for this vendor',
      body: SetCurrentVendorRequest,
      response: { 200: CurrentUserResponse, ...errors },
    },
    handler: async (request) => selectVendor(serviceContext(request), request.body.vendorId),
  });

  app.put('/services/current-client', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: act for this client',
      body: SetCurrentClientRequest,
      response: { 200: CurrentUserResponse, ...errors },
    },
    handler: async (request) => selectClient(serviceContext(request), request.body.clientId),
  });
}
