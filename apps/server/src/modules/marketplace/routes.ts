import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { MarketplaceProfile, MarketplaceProfileInput } from '@app/shared/marketplace/marketplace-profile';
import { vendorOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { getMarketplaceProfile, marketplaceCategories, saveMarketplaceProfile } from './marketplace';

const tags = ['marketplace'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

export async function marketplaceRoutes(app: App): Promise<void> {
  app.get('/services/account/marketplace/profile', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'The Marketplace profile (profile: null before one is created)',
      response: { 200: z.object({ profile: MarketplaceProfile.nullable() }), ...errors },
    },
    handler: async (request) => ({ profile: await getMarketplaceProfile(serviceContext(request)) }),
  });

  app.put('/services/account/marketplace/profile', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Create or replace the Marketplace profile',
      body: MarketplaceProfileInput,
      response: { 200: MarketplaceProfile, ...errors },
    },
    handler: async (request) => saveMarketplaceProfile(serviceContext(request), request.body),
  });

  app.get('/services/account/marketplace/categories', {
    config: { access: vendorOnly },
    schema: {
      tags,
      summary: 'Marketplace categories',
      response: { 200: z.array(z.object({ id: z.number().int(), name: z.string() })), ...errors },
    },
    handler: async () => marketplaceCategories(),
  });
}
