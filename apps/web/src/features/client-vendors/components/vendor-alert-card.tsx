import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ClientVendorAlert } from '@app/shared/client/vendor-detail';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { EvidenceFields } from '../../../widgets/exclusion-matches/alert-evidence';

/**
 * Clients see CONFIRMED red, OPEN yellow ("unable to determine" until decided), CLEARED green (DOMAIN.md);
 * a match the vendor has answered stays yellow until the reviewer decides.
 */
const STATUS = {
  CONFIRMED: { label: 'Excluded (confirmed)', color: 'error' },
  OPEN: { label: 'Unable to determine: under review', color: 'warning' },
  VENDOR_RESPONDED: { label: 'Unable to determine: vendor answered, under review', color: 'warning' },
  CLEARED: { label: 'Cleared: not the same', color: 'success' },
} as const;

const statusWords = (status: string) => (status in STATUS ? STATUS[status as keyof typeof STATUS].label : status);

/** One alert: the platform's decision, the list record, why it matched, its history, and the client's own review. */
export function VendorAlertCard({ alert, children }: { alert: ClientVendorAlert; children?: ReactNode }) {
  const titleId = `alert-${alert.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 240px' }}>
            {alert.listName}: {alert.matchedName}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            sx={{ borderColor: `${STATUS[alert.status].color}.main`, borderWidth: 2 }}
            label={STATUS[alert.status].label}
          />
        </Box>
        <Typography variant="body2">
          Score {Math.round(alert.score * 100)}%, raised {formatLocalDateTime(alert.createdAt)}
        </Typography>
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          Why it matched
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {alert.reasons.map((reason, i) => (
            <li key={i}>
              <Typography variant="body2">{reason}</Typography>
            </li>
          ))}
        </Box>
        <EvidenceFields
          title="List record"
          within="card"
          fields={[...alert.listRecord, ...alert.checks.map((c) => ({ label: `Check: ${c.label}`, value: c.value }))]}
        />
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          History
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {alert.history.map((entry, i) => (
            <li key={i}>
              <Typography variant="body2">
                {formatLocalDateTime(entry.at)}: {entry.fromStatus ? `${statusWords(entry.fromStatus)} → ` : ''}
                {statusWords(entry.toStatus)} by {entry.by ?? 'VendorProof'}
                {entry.note ? ` (${entry.note})` : ''}
              </Typography>
            </li>
          ))}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
