import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { vendorSetupKeys } from './vendor-setup-query-keys';

const Facilities = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type Facility = z.infer<typeof Facilities>[number];

/** GET /clients/purl/{tag}/subclients: the client's facilities (itself and its sub-clients). */
async function getFacilities(tag: string): Promise<Facility[]> {
  return Facilities.parse(await http.get(`/clients/purl/${encodeURIComponent(tag)}/subclients`));
}

/** Asked for once the client is known, so an unknown tag makes one call only. */
export function useFacilities(tag: string, enabled: boolean) {
  return useQuery({
    queryKey: vendorSetupKeys.facilities(tag),
    queryFn: () => getFacilities(tag),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
