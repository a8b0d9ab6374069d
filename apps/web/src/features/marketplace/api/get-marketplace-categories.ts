import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { marketplaceKeys } from './marketplace-query-keys';

const MarketplaceCategory = z.object({ id: z.number().int(), name: z.string() });
type MarketplaceCategory = z.infer<typeof MarketplaceCategory>;

/** GET /account/marketplace/categories: the categories a profile may list. */
async function getMarketplaceCategories(): Promise<MarketplaceCategory[]> {
  return z.array(MarketplaceCategory).parse(await http.get('/account/marketplace/categories'));
}

const marketplaceCategoriesQuery = () =>
  queryOptions({ queryKey: marketplaceKeys.categories(), queryFn: getMarketplaceCategories, staleTime: Infinity });

export function useMarketplaceCategories() {
  return useQuery(marketplaceCategoriesQuery());
}
