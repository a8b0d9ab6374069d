import type { Access } from '../../platform/auth/access';

/** Vendor users and client users (those need Users access, checked in integrationTenant); admins for their pick. */
export const integrationsAccess: Access = { roles: ['Vendor User', 'Client User'] };
