import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MarketplaceProfile } from '@app/shared/marketplace/marketplace-profile';
import { http } from '../../../api/http';
import { marketplaceKeys } from './marketplace-query-keys';

const MarketplaceProfileResponse = z.object({ profile: MarketplaceProfile.nullable() });

/** GET /account/marketplace/profile → the vendor's profile, or null before one is created. */
async function getMarketplaceProfile(): Promise<MarketplaceProfile | null> {
  return MarketplaceProfileResponse.parse(await http.get('/account/marketplace/profile')).profile;
}

const marketplaceProfileQuery = () => queryOptions({ queryKey: marketplaceKeys.profile(), queryFn: getMarketplaceProfile });

export function useMarketplaceProfile() {
  return useQuery(marketplaceProfileQuery());
}
