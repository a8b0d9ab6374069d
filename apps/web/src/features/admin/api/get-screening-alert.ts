import { useQuery } from '@tanstack/react-query';
import { AlertReview } from '@app/shared/screening/alerts';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /admin/screening/alerts/{alertId}: the alert with its evidence, list record, history and the vendor's answer. */
export function useScreeningAlert(alertId: number | null) {
  return useQuery({
    queryKey: adminKeys.screeningAlert(alertId ?? 0),
    queryFn: async () => AlertReview.parse(await http.get(`/admin/screening/alerts/${alertId}`)),
    enabled: alertId !== null,
    retry: false,
  });
}
