import { useMutation } from '@tanstack/react-query';
import { http } from './http';
import { reloadAtLogin } from './session-expiry';

/** POST /auth/logout (a write, so it carries the XSRF header), then the vendor login as a fresh page. */
async function logout(): Promise<void> {
  await http.post('/auth/logout');
  reloadAtLogin();
}

/** Log out: the account menu's Log Out and the log-out page both end the session this way. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
