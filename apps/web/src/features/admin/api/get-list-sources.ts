import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ListSource } from '@app/shared/screening/lists';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /admin/screening/sources: the exclusion lists with their download setting and the snapshot in force. */
export function useListSources() {
  return useQuery({
    queryKey: adminKeys.listSources,
    queryFn: async () => z.array(ListSource).parse(await http.get('/admin/screening/sources')),
    retry: false,
  });
}
