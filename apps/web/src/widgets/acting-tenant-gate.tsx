import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ADMIN_ROLE } from '@app/shared/users/current-user';
import { useCurrentUser } from '../api/get-current-user';
import { PageHeader } from '../components/page-header';
import { SelectTenantPrompt, type ActingTenantKind } from '../components/select-tenant-prompt';
import { SignedInUserCard } from './signed-in-user-card';

/**
 * Renders `children` unless the user is an admin with no vendor (client) selected to act for: then the
 * page's title, the prompt to pick one and who is signed in, so the screen's calls are not made only to fail.
 */
export function ActingTenantGate({ kind, title, children }: { kind: ActingTenantKind; title: string; children: ReactNode }) {
  const user = useCurrentUser();
  const missing = user?.role === ADMIN_ROLE && (kind === 'vendor' ? user.vendorId : user.clientId) === null;
  if (!missing) return children;
  return (
    <>
      <PageHeader title={title} />
      <SelectTenantPrompt kind={kind} />
      <Box sx={{ mt: 3 }}>
        <SignedInUserCard />
      </Box>
    </>
  );
}
