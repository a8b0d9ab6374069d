import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AlertStatus, VendorAlertResponse } from '@app/shared/screening/alerts';
import { API_BASE } from '../../api/http';
import { formatLocalDateTime } from '../../components/format-display-date';

/** How an alert's status is coloured wherever it is shown (vendor's match dialog, admin review). */
export const ALERT_STATUS_SEVERITY: Record<AlertStatus, 'warning' | 'info' | 'error' | 'success'> = {
  OPEN: 'warning',
  VENDOR_RESPONDED: 'info',
  CONFIRMED: 'error',
  CLEARED: 'success',
};

/**
 * A vendor's answer to a match: same person or not, the reason, the note, the file and who sent it when.
 * The vendor reads it as "Your answer", the admin as "Vendor's answer"; the caller gives the heading.
 */
export function VendorAnswerSummary({ response, label, heading }: { response: VendorAlertResponse; label: string; heading: ReactNode }) {
  return (
    <Box component="section" aria-label={label}>
      {heading}
      <Typography>
        <strong>{response.answer === 'NOT_SAME_PERSON' ? 'Not the same person' : 'Same person'}</strong>: {response.reasonLabel}
      </Typography>
      {response.note && <Typography sx={{ whiteSpace: 'pre-line' }}>{response.note}</Typography>}
      {response.file && (
        <Typography>
          File:{' '}
          <Link href={`${API_BASE}/files/${response.file.id}`} target="_blank" rel="noopener">
            {response.file.name}
          </Link>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Sent {formatLocalDateTime(response.respondedAt)}
        {response.respondedBy ? ` by ${response.respondedBy}` : ''}
      </Typography>
    </Box>
  );
}
