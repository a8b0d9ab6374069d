import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MarketplaceProfile, type MarketplaceProfileInput } from '@app/shared/marketplace/marketplace-profile';
import { http } from '../../../api/http';
import { marketplaceKeys } from './marketplace-query-keys';

export type MarketplaceProfileValues = z.output<typeof MarketplaceProfileInput>;

/** PUT /account/marketplace/profile with the whole profile (creates or replaces it) → the saved profile. */
async function saveMarketplaceProfile(values: MarketplaceProfileValues): Promise<MarketplaceProfile> {
  return MarketplaceProfile.parse(await http.put('/account/marketplace/profile', values));
}

export function useSaveMarketplaceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketplaceProfile,
    onSuccess: (profile) => queryClient.setQueryData(marketplaceKeys.profile(), profile),
  });
}
