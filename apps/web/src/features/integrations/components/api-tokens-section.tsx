import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { ApiToken } from '@app/shared/integrations/api-tokens';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { useNotify } from '../../../components/notifications/notification-context';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h3" component="h3" id="api-tokens-heading">
          API Tokens
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Create Token
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Send a token as <code>Authorization: Bearer &lt;token&gt;</code> to call the API as yourself for this account.
      </Typography>
      {tokens.isError ? (
        <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>
      ) : (
        <TableScrollRegion label="API tokens">
          <Table aria-label="API tokens" size="small" aria-busy={tokens.isPending}>
            <TableHead>
              <TableRow>
                {HEADERS.map((header) => (
                  <TableCell key={header} align={header === 'Actions' ? 'right' : 'left'}>
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
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
