import { useMutation } from '@tanstack/react-query';
import { CurrentUser } from '@app/shared/users/current-user';
import { http } from '../../../api/http';

/** PUT /current-vendor {vendorId} → the updated current user. */
async function setCurrentVendor(vendorId: number): Promise<CurrentUser> {
  return CurrentUser.parse(await http.put('/current-vendor', { vendorId }));
}

export function useSetCurrentVendor() {
  return useMutation({ mutationFn: setCurrentVendor });
}
