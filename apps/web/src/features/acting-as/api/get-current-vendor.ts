import { useQuery } from '@tanstack/react-query';
import { CurrentVendorResponse, type PickerOption } from '@app/shared/users/acting-as';
import { http } from '../../../api/http';

const currentVendorQueryKey = ['current-vendor'] as const;

/** GET /current-vendor: the vendor the admin acts for, or null when none is selected. */
async function getCurrentVendor(): Promise<PickerOption | null> {
  return CurrentVendorResponse.parse(await http.get('/current-vendor')).vendor;
}

export function useCurrentVendor() {
  return useQuery({ queryKey: currentVendorQueryKey, queryFn: getCurrentVendor, staleTime: 60_000, retry: false });
}
