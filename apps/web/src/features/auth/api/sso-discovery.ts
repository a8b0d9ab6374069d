import { useQuery } from '@tanstack/react-query';
import { SsoDiscoveryResponse } from '@app/shared/auth/single-sign-on';
import { http } from '../../../api/http';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Something@domain.tld: only then is the look-up worth a request. */
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * GET /auth/sso/discovery?email=, once the typed text looks like an e-mail and has rested 300 ms: whether
 * its domain signs in with its organisation. False until known (and on any failure: password login stays).
 */
export function useSingleSignOnDomain(typed: string): boolean {
  const email = useDebouncedValue(typed.trim(), 300);
  const { data } = useQuery({
    queryKey: ['auth', 'sso-discovery', email.split('@')[1]?.toLowerCase()],
    enabled: LOOKS_LIKE_EMAIL.test(email),
    queryFn: async () => SsoDiscoveryResponse.parse(await http.get('/auth/sso/discovery', { query: { email } })).singleSignOn,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return LOOKS_LIKE_EMAIL.test(typed.trim()) && data === true;
}
