import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { CLIENT_USER_PERMISSION_LABELS, type ClientUser } from '@app/shared/account/client-users';
import { EllipsisText } from '../../../components/ellipsis-text';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { useCurrentUser } from '../../../api/get-current-user';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useClientUsers } from '../api/get-client-users';
import { accountUserName } from '../utils/account-user-form';
import { ClientUserDialog } from './client-user-dialog';
import { useConfirmDeactivateClientUser } from './use-confirm-deactivate-client-user';

type DialogState = { open: false } | { open: true; user?: ClientUser };
const HEADERS = ['Name', 'Login Name', 'Email', 'Permissions'];

/**
 * Client Users (the /client-users screen and the client account page's Users tab): the client's users
 * with their permission flags; Add User (e-mailed a set-password link), Edit and Remove (deactivate).
 */
export default function ClientUsersPanel() {
  const currentUser = useCurrentUser();
  const allowed = Boolean(currentUser?.hasUsersAccess);
  const users = useClientUsers(allowed);
  const confirmDeactivate = useConfirmDeactivateClientUser();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  if (!allowed) return <Typography color="text.secondary">Managing users needs the Users permission.</Typography>;
  const list = users.data?.users ?? [];

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ open: true })} disabled={!users.isSuccess}>
          Add User
        </Button>
      </Box>
      {users.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
      {!users.isError && (
        <TableScrollRegion label="Client users">
          <Table aria-label="Client users" size="small" aria-busy={users.isPending}>
            <TableHead>
              <TableRow>
                {HEADERS.map((header) => (
                  <TableCell key={header}>{header}</TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.isPending &&
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    {[...HEADERS, 'Actions'].map((header) => (
                      <TableCell key={header}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {list.map((user) => {
                const name = accountUserName(user);
                return (
                  <TableRow key={user.id}>
                    <TableCell>
                      {name}
                      {user.isCurrentUser && ' (you)'}
                    </TableCell>
                    <TableCell>{user.username}</TableCell>
                    <TableCell>{user.email && <EllipsisText text={user.email} maxWidth={280} />}</TableCell>
                    <TableCell>
                      {user.permissions.map((permission) => CLIENT_USER_PERMISSION_LABELS[permission]).join(', ') || 'None'}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`Edit ${name}`} onClick={() => setDialog({ open: true, user })}>
                        <EditOutlined />
                      </IconButton>
                      <IconButton aria-label={`Remove ${name}`} onClick={() => confirmDeactivate(user, list)}>
                        <PersonOffOutlined />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
      <ClientUserDialog
        open={dialog.open}
        user={dialog.open ? dialog.user : undefined}
        products={users.data?.products ?? []}
        onClose={() => setDialog({ open: false })}
      />
    </>
  );
}
