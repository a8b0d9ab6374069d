import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ListSnapshot } from '@app/shared/screening/lists';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /admin/screening/snapshots: the latest 100 imports of every list, newest first. */
export function useListSnapshots() {
  return useQuery({
    queryKey: adminKeys.listSnapshots,
    queryFn: async () => z.array(ListSnapshot).parse(await http.get('/admin/screening/snapshots')),
    retry: false,
  });
}
