import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { isFeatureFlagLocked, type AdminFeatureFlag } from '@app/shared/platform/feature-flags';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { errorMessage } from '../../../api/api-error';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { TableSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { useAdminFeatureFlags } from '../api/get-admin-feature-flags';
import { useAppEnvironment } from '../api/get-app-environment';
import { useUpdateFeatureFlag } from '../api/update-feature-flag';

const COLUMNS = 4;

/** Why a flag's switch cannot be used, or null when it can (spec 002 §4). */
function switchLock(flag: AdminFeatureFlag, production: boolean): string | null {
  if (isFeatureFlagLocked(flag)) return 'Locked: irreversible';
  if (production && !flag.productionReady) return 'Not production-ready';
  return null;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function FlagDetails({ flag }: { flag: AdminFeatureFlag }) {
  return (
    <Box sx={{ py: 1.5 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {flag.description || 'No description.'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Initial state: {flag.initialState ? 'On' : 'Off'} · Irreversible: {yesNo(flag.irreversible)} · Production-ready:{' '}
        {yesNo(flag.productionReady)} · Hidden: {yesNo(flag.hidden)} · Created {formatDisplayDate(flag.createdDate)}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        Documentation
      </Typography>
      {flag.documents.length === 0 ? (
        <Typography variant="body2">No documentation links.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {flag.documents.map((document) => (
            <li key={`${document.name} ${document.link}`}>
              <Link href={document.link} target="_blank" rel="noopener noreferrer">
                {document.name}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Feature Flags tab (spec 002 §2, §4): every flag with its switch, a row that expands to its description
 * and documentation links. An irreversible flag asks first (Cancel puts the switch back) and is locked
 * once it left its initial state; a flag that is not production-ready cannot be switched in production.
 * After each toggle the flags are re-fetched.
 */
export default function FeatureFlagsPanel() {
  const flags = useAdminFeatureFlags();
  const environment = useAppEnvironment();
  const update = useUpdateFeatureFlag();
  const { showAlert, notify } = useNotify();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  /** A switch moved but not yet saved: waiting for the confirmation or the server. */
  const [pending, setPending] = useState<{ id: number; enabled: boolean } | null>(null);
  const production = environment.data?.production ?? true;

  const save = async (flag: AdminFeatureFlag, enabled: boolean) => {
    setPending({ id: flag.id, enabled });
    try {
      await update.mutateAsync({ id: flag.id, enabled });
      notify(`${flag.name} is now ${enabled ? 'on' : 'off'}.`);
    } catch (error) {
      notify({ text: errorMessage(error, `${flag.name} could not be changed. Please try again.`), mode: 'error' });
    } finally {
      setPending(null);
    }
  };

  const toggle = (flag: AdminFeatureFlag, enabled: boolean) => {
    if (!flag.irreversible) {
      void save(flag, enabled);
      return;
    }
    setPending({ id: flag.id, enabled });
    showAlert({
      title: `${enabled ? 'Enable' : 'Disable'} ${flag.name}?`,
      description: `Warning: ${enabled ? 'enabling' : 'disabling'} ${flag.name} is irreversible. Once changed, its switch is locked and it cannot be changed back.`,
      cancelText: 'Cancel',
      actionText: enabled ? 'Enable' : 'Disable',
      actionFn: () => save(flag, enabled),
      cancelFn: () => setPending(null),
    });
  };

  const flip = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Box component="section" aria-labelledby="feature-flags-heading">
      <Typography id="feature-flags-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Feature Flags
      </Typography>
      {flags.isError && <Alert severity="error">Couldn&apos;t load feature toggles</Alert>}
      {flags.isPending && <TableSkeleton label="Loading feature flags" rows={6} columns={4} />}
      {flags.data && (
        <TableScrollRegion label="Feature flags" outlined>
          <Table size="small" aria-label="Feature flags">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">Details</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Enabled</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Created</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flags.data.length === 0 && <EmptyTableRow colSpan={COLUMNS}>No feature flags.</EmptyTableRow>}
              {flags.data.map((flag) => {
                const open = expanded.has(flag.id);
                const lock = switchLock(flag, production);
                const checked = pending?.id === flag.id ? pending.enabled : flag.enabled;
                const detailsId = `feature-flag-details-${flag.id}`;
                return (
                  <Fragment key={flag.id}>
                    <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-label={`${open ? 'Hide' : 'Show'} details of ${flag.name}`}
                          aria-expanded={open}
                          aria-controls={open ? detailsId : undefined}
                          onClick={() => flip(flag.id)}
                        >
                          {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
                        </IconButton>
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{flag.name}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                          <Switch
                            checked={checked}
                            disabled={lock !== null || pending !== null || environment.isPending}
                            onChange={(event) => toggle(flag, event.target.checked)}
                            slotProps={{ input: { 'aria-label': `${flag.name} enabled` } }}
                          />
                          {lock && (
                            <Typography variant="caption" color="text.secondary">
                              {lock}
                            </Typography>
                          )}
                        </Box>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDisplayDate(flag.createdDate)}</TableCell>
                    </TableRow>
                    <TableRow>
                      <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
                        <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
                          <FlagDetails flag={flag} />
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
    </Box>
  );
}
