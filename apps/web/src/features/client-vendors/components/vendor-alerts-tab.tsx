import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ClientVendorAlert } from '@app/shared/client/vendor-detail';
import { formatLocalDateTime } from '../../../components/format-display-date';

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

function recordLines(record: unknown): Array<[string, string]> {
  if (!record || typeof record !== 'object') return [];
  const raw = (record as { raw?: Record<string, unknown> }).raw ?? (record as Record<string, unknown>);
  return Object.entries(raw)
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '' && value !== '00000000')
    .slice(0, 14)
    .map(([key, value]) => [key, String(value)]);
}

/** Alerts on the company and its owners: the list record, why it matched, its decision and history. */
export function VendorAlertsTab({ alerts }: { alerts: ClientVendorAlert[] }) {
  if (alerts.length === 0) {
    return (
      <Typography>No exclusion-list matches on this vendor or its owners. Screening runs whenever a list or their data changes.</Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {alerts.map((alert) => (
        <Card key={alert.id} variant="outlined" component="article" aria-labelledby={`alert-${alert.id}-title`}>
          <CardContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography id={`alert-${alert.id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 240px' }}>
                {alert.subjectName} ({alert.subjectType === 'VENDOR' ? 'company' : 'owner'}) · {alert.listName}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                sx={{ borderColor: `${STATUS[alert.status].color}.main`, borderWidth: 2 }}
                label={STATUS[alert.status].label}
              />
            </Box>
            <Typography variant="body2">
              Matched <strong>{alert.matchedName}</strong> (record {alert.recordId}), score {Math.round(alert.score * 100) / 100}, raised{' '}
              {formatLocalDateTime(alert.createdAt)}
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
            <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
              List record
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2 }}>
              {recordLines(alert.record).map(([key, value]) => (
                <Box key={key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {key}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
              History
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {alert.history.map((entry, i) => (
                <li key={i}>
                  <Typography variant="body2">
                    {formatLocalDateTime(entry.at)}: {entry.fromStatus ? `${entry.fromStatus} → ` : ''}
                    {entry.toStatus} by {entry.by ?? 'VendorProof'}
                    {entry.note ? ` (${entry.note})` : ''}
                  </Typography>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
