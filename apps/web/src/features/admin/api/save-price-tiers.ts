import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PriceTierList, type PriceTierInput } from '@app/shared/payments/price-tier-rules';
import type { PriceTier } from '@app/shared/payments/pricing';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** POST /employees/monitor-pricing/price-tiers?vendorId with the whole list (empty = back to the defaults). */
async function savePriceTiers(input: { vendorId: number; tiers: PriceTierInput[] }): Promise<PriceTier[]> {
  return PriceTierList.parse(
    await http.post('/employees/monitor-pricing/price-tiers', input.tiers, { query: { vendorId: input.vendorId } }),
  );
}

export function useSavePriceTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceTiers,
    onSuccess: (saved, input) => queryClient.setQueryData(adminKeys.priceTiers(input.vendorId), saved),
  });
}
