import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';
import { vendorSetupKeys } from './vendor-setup-query-keys';

const SetupClient = z.object({ id: z.number().int(), name: z.string() });
export type SetupClient = z.infer<typeof SetupClient>;

/** GET /clients/purl/{tag}: the client a set-up link belongs to (404 for an unknown tag). */
async function getSetupClient(tag: string): Promise<SetupClient> {
  return SetupClient.parse(await http.get(`/clients/purl/${encodeURIComponent(tag)}`));
}

export function useSetupClient(tag: string) {
  return useQuery({ queryKey: vendorSetupKeys.client(tag), queryFn: () => getSetupClient(tag), retry: false, staleTime: 5 * 60_000 });
}
