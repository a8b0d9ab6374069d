import { useQuery } from '@tanstack/react-query';
import { CurrentVendorResponse, type PickerOption } from '@app/shared/users/acting-as';
import { http } from '../../../api/http';
import { adminKeys } from './admin-query-keys';

/** GET /current-vendor: the vendor the admin acts for (the acting-as picker), or null. */
async function getCurrentVendor(): Promise<PickerOption | null> {
  return CurrentVendorResponse.parse(await http.get('/current-vendor')).vendor;
}

export function useCurrentVendor() {
  return useQuery({ queryKey: adminKeys.currentVendor, queryFn: getCurrentVendor, retry: false });
}
