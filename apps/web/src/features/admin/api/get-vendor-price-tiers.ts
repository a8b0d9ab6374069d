import { useQuery } from '@tanstack/react-query';
import { PriceTierList } from '@app/shared/payments/price-tier-rules';
import type { PriceTier } from '@app/shared/payments/pricing';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /employees/monitor-pricing/price-tiers?vendorId: the tiers in effect for that vendor. */
async function getVendorPriceTiers(vendorId: number): Promise<PriceTier[]> {
  return PriceTierList.parse(await http.get('/employees/monitor-pricing/price-tiers', { query: { vendorId } }));
}

export function useVendorPriceTiers(vendorId: number | null) {
  return useQuery({
    queryKey: adminKeys.priceTiers(vendorId ?? 0),
    queryFn: () => getVendorPriceTiers(vendorId!),
    enabled: vendorId !== null,
    retry: false,
  });
}
