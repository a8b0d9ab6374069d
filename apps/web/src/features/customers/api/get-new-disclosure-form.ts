import { useQuery } from '@tanstack/react-query';
import { DisclosureForm } from '@app/shared/checklists/checklist-item';
import { http } from '../../../api/http';
import { customerKeys } from './customer-query-keys';
import type { DisclosureForm as DisclosureFormData } from './get-submitted-disclosure';

/** GET /customers/{customerId}/evd-form?configId: a new, empty disclosure form of a configuration. */
async function getNewDisclosureForm(customerId: number, configId: number): Promise<DisclosureFormData> {
  return DisclosureForm.parse(await http.get(`/customers/${customerId}/evd-form`, { query: { configId } }));
}

/** Loaded fresh each time Add Disclosure opens (never from cache), so every new disclosure starts empty. */
export function useNewDisclosureForm(customerId: number, configId: number, enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.newForm(customerId, configId),
    queryFn: () => getNewDisclosureForm(customerId, configId),
    enabled,
    gcTime: 0,
  });
}
