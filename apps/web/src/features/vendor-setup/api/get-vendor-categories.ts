import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { vendorSetupKeys } from './vendor-setup-query-keys';

const VendorCategories = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type VendorCategory = z.infer<typeof VendorCategories>[number];

/** GET /clients/purl/{tag}/vendor-categories: the categories a new vendor is filed under. */
async function getVendorCategories(tag: string): Promise<VendorCategory[]> {
  return VendorCategories.parse(await http.get(`/clients/purl/${encodeURIComponent(tag)}/vendor-categories`));
}

export function useVendorCategories(tag: string, enabled: boolean) {
  return useQuery({
    queryKey: vendorSetupKeys.categories(tag),
    queryFn: () => getVendorCategories(tag),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
