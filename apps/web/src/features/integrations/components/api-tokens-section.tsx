import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ApiToken } from '@app/shared/integrations/api-tokens';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { IntegrationSectionHeader, IntegrationTableHead } from './integration-parts';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';
import { CreateTokenDialog } from './create-token-dialog';

const HEADERS = ['Name', 'Scope', 'Created', 'Created By', 'Last Used', 'Actions'];

/** API tokens: the list with last use, Create (the token shown once) and Revoke (asked first). */
export function ApiTokensSection() {
  const tokens = useApiTokens(true);
  const revoke = useRevokeApiToken();
  const { notify, showAlert } = useNotify();
  const [creating, setCreating] = useState(false);

  const confirmRevoke = (token: ApiToken) =>
    showAlert({
      title: 'Revoke API Token',
      description: `Revoke "${token.name}"? Anything using it will be refused from its next request.`,
      cancelText: 'Cancel',
      actionText: 'Revoke',
      actionFn: async () => {
        try {
          await revoke.mutateAsync(token.id);
          notify(`API token "${token.name}" revoked.`);
        } catch {
          notify({ text: 'The token could not be revoked. Try again.', mode: 'error' });
        }
      },
    });

  return (
    <Box component="section" aria-labelledby="api-tokens-heading" sx={{ mb: 4 }}>
      <IntegrationSectionHeader id="api-tokens-heading" title="API Tokens" addLabel="Create Token" onAdd={() => setCreating(true)}>
        Send a token as <code>Authorization: Bearer &lt;token&gt;</code> to call the API as yourself for this account.
      </IntegrationSectionHeader>
      {tokens.isError ? (
        <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>
      ) : (
        <TableScrollRegion label="API tokens">
          <Table aria-label="API tokens" size="small" aria-busy={tokens.isPending}>
            <IntegrationTableHead headers={HEADERS} />
            <TableBody>
              {tokens.isPending &&
                [0, 1].map((row) => (
                  <TableRow key={row}>
                    {HEADERS.map((header) => (
                      <TableCell key={header}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {tokens.data?.length === 0 && <EmptyTableRow colSpan={HEADERS.length}>No API tokens yet.</EmptyTableRow>}
              {tokens.data?.map((token) => (
                <TableRow key={token.id}>
                  <TableCell>{token.name}</TableCell>
                  <TableCell>{token.scope === 'write' ? 'Read and write' : 'Read only'}</TableCell>
                  <TableCell>{formatLocalDateTime(token.createdAt)}</TableCell>
                  <TableCell>{token.createdBy}</TableCell>
                  <TableCell>{token.lastUsedAt ? formatLocalDateTime(token.lastUsedAt) : 'Never'}</TableCell>
                  <TableCell align="right">
                    <Button color="error" onClick={() => confirmRevoke(token)} aria-label={`Revoke ${token.name}`}>
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
