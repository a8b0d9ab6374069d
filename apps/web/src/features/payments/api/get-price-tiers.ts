import { queryOptions, useQuery } from '@tanstack/react-query';
import { PriceTier } from '@app/shared/payments/pricing';
import { z } from 'zod';
import { http } from '../../../api/http';
import { paymentKeys } from './payment-query-keys';

const PriceTierList = z.array(PriceTier);

/** GET /employees/monitor-pricing/price-tiers: the employee-monitoring tiers that apply to this vendor. */
async function getPriceTiers(): Promise<PriceTier[]> {
  return PriceTierList.parse(await http.get('/employees/monitor-pricing/price-tiers'));
}

const priceTiersQuery = queryOptions({ queryKey: paymentKeys.priceTiers, queryFn: getPriceTiers, retry: false });

export function usePriceTiers(enabled = true) {
  return useQuery({ ...priceTiersQuery, enabled });
}
