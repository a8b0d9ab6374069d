import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { HistoricalConfigurationList } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';

export type HistoricalConfiguration = z.infer<typeof HistoricalConfigurationList>[number];

/** GET /checklist-item-configurations?type=EVD_HISTORICAL&clientId: the customer's disclosure forms (one tab each). */
async function getHistoricalConfigurations(customerId: number): Promise<HistoricalConfiguration[]> {
  return HistoricalConfigurationList.parse(
    await http.get('/checklist-item-configurations', { query: { type: 'EVD_HISTORICAL', clientId: customerId } }),
  );
}

const historicalConfigurationsQuery = (customerId: number) =>
  queryOptions({ queryKey: customerKeys.configurations(customerId), queryFn: () => getHistoricalConfigurations(customerId) });

export function useHistoricalConfigurations(customerId: number) {
  return useQuery(historicalConfigurationsQuery(customerId));
}
