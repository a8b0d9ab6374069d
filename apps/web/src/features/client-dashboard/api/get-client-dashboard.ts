import { useQuery } from '@tanstack/react-query';
import { ClientDashboard } from '@app/shared/client/dashboard';
import { http } from '../../../api/http';
import { queryKeys } from '../../../api/query-keys';

/** GET /client/dashboard/all: the acting client's counts, alert queue and forms due. */
async function getClientDashboard(): Promise<ClientDashboard> {
  return ClientDashboard.parse(await http.get('/client/dashboard/all'));
}

export function useClientDashboard() {
  return useQuery({ queryKey: [...queryKeys.clientArea, 'dashboard'], queryFn: getClientDashboard });
}
