import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ALERT_NOTE_MAX } from '@app/shared/screening/alerts';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { useScrollRegion } from '../../../lib/use-scroll-region';
import { errorMessage } from '../../../api/api-error';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { AlertSubjectHeading, EvidenceFields } from '../../../widgets/exclusion-matches/alert-evidence';
import { ALERT_STATUS_SEVERITY, VendorAnswerSummary } from '../../../widgets/exclusion-matches/vendor-answer-summary';
import { useNotify } from '../../../components/notifications/notification-context';
import { useScreeningAlert } from '../api/get-screening-alert';
import { useResolveScreeningAlert } from '../api/resolve-screening-alert';
import { REVIEW_STATUS_LABELS, VERDICT_LABELS } from '../screening-console';

const NOTE_REQUIRED = 'A note is required for a decision';

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * One alert for review: its status, who and what matched, the evidence with the subject's value beside
 * the list record's, the vendor's answer, the list record, the history, and (while undecided) Confirm
 * or Clear with a required note. After a decision the queue refreshes and the dialog closes.
 */
export function AlertReviewDialog({ alertId, onClose }: { alertId: number | null; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const review = useScreeningAlert(alertId);
  const resolve = useResolveScreeningAlert();
  const { notify } = useNotify();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Back closes the dialog without its Close: a note typed for one alert must not wait in the next one.
  const [shownFor, setShownFor] = useState(alertId);
  if (shownFor !== alertId) {
    setShownFor(alertId);
    setNote('');
    setNoteError(null);
    setSaveError(null);
  }
  // A decided alert has nothing to focus in its long content: the content itself takes the keyboard then.
  const { ref: content, regionProps: contentRegion } = useScrollRegion('Alert details');
  const data = review.data;
  const undecided = data?.status === 'OPEN' || data?.status === 'VENDOR_RESPONDED';

  const close = () => {
    setNote('');
    setNoteError(null);
    setSaveError(null);
    resolve.reset();
    onClose();
  };

  const decide = async (status: 'CONFIRMED' | 'CLEARED') => {
    if (!data) return;
    if (!note.trim()) {
      setNoteError(NOTE_REQUIRED);
      return;
    }
    setSaveError(null);
    try {
      await resolve.mutateAsync({ alertId: data.id, status, note: note.trim() });
      notify(status === 'CLEARED' ? `Alert ${data.id} cleared` : `Alert ${data.id} confirmed`);
      close();
    } catch (error) {
      setSaveError(errorMessage(error, 'Error saving the decision'));
    }
  };

  return (
    <Dialog open={alertId !== null} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={narrow}>
      <DialogTitle id={titleId}>{data ? `Alert ${data.id}: ${data.matchedName}` : 'Alert'}</DialogTitle>
      <DialogContent dividers ref={content} {...contentRegion}>
        {review.isPending && <CardSkeleton label="Loading the alert" lines={8} />}
        {review.isError && <Alert severity="error">{errorMessage(review.error, 'Error loading this alert, please try again.')}</Alert>}
        {data && (
          <>
            <Alert severity={ALERT_STATUS_SEVERITY[data.status]}>{REVIEW_STATUS_LABELS[data.status]}</Alert>
            <AlertSubjectHeading name={data.subjectName} type={data.subjectType} component="h3" />
            <EvidenceFields
              title="Alert"
              fields={{
                Vendor: data.vendorName ?? `Vendor ${data.vendorId}`,
                Subject: `${data.subjectType.toLowerCase()} ${data.subjectId}`,
                List: data.sourceName,
                'List record': data.recordId,
                Band: data.band,
                Score: data.score.toFixed(2),
                Reasons: data.reasons.join(', ') || '—',
                Raised: formatLocalDateTime(data.createdAt),
              }}
            />
            <SectionTitle>Evidence</SectionTitle>
            <TableScrollRegion label="Evidence">
              <Table size="small" aria-label="Evidence">
                <TableHead>
                  <TableRow>
                    <TableCell>Field</TableCell>
                    <TableCell>Subject</TableCell>
                    <TableCell>List record</TableCell>
                    <TableCell>Compared</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.evidence.map((line, index) => (
                    <TableRow key={`${line.field}-${index}`}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                        {line.field}
                      </TableCell>
                      <TableCell>{line.subjectValue || '—'}</TableCell>
                      <TableCell>{line.listValue || '—'}</TableCell>
                      <TableCell>
                        {VERDICT_LABELS[line.verdict]}
                        {line.note ? `: ${line.note}` : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                  {data.evidence.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4} align="center">
                        No evidence recorded
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableScrollRegion>
            {data.vendorResponse ? (
              <VendorAnswerSummary
                response={data.vendorResponse}
                label="Vendor's answer"
                heading={<SectionTitle>Vendor&apos;s answer</SectionTitle>}
              />
            ) : (
              <>
                <SectionTitle>Vendor&apos;s answer</SectionTitle>
                <Typography color="text.secondary">The vendor has not answered.</Typography>
              </>
            )}
            <EvidenceFields title="List record" fields={data.recordFields} />
            <SectionTitle>History</SectionTitle>
            <Box component="ol" aria-label="History" sx={{ pl: 2.5, m: 0 }}>
              {data.history.map((entry, index) => (
                <li key={index}>
                  <Typography>
                    {formatLocalDateTime(entry.occurredAt)}: {REVIEW_STATUS_LABELS[entry.toStatus]} ({entry.reason.toLowerCase()})
                    {entry.username ? ` by ${entry.username}` : ''}
                  </Typography>
                  {entry.note && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {entry.note}
                    </Typography>
                  )}
                </li>
              ))}
            </Box>
            {undecided && (
              <Box component="section" aria-label="Decision">
                <SectionTitle>Decision</SectionTitle>
                <TextField
                  label="Note"
                  required
                  multiline
                  minRows={2}
                  fullWidth
                  value={note}
                  onChange={(event) => {
                    setNote(event.target.value);
                    setNoteError(null);
                  }}
                  error={noteError !== null}
                  helperText={noteError ?? 'Why: kept in the alert history.'}
                  slotProps={{ htmlInput: { maxLength: ALERT_NOTE_MAX } }}
                />
                {saveError && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {saveError}
                  </Alert>
                )}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data && undecided && (
          <>
            <Button color="error" variant="contained" disabled={resolve.isPending} onClick={() => void decide('CONFIRMED')}>
              Confirm: excluded
            </Button>
            <Button variant="contained" disabled={resolve.isPending} onClick={() => void decide('CLEARED')}>
              Clear: not the same person
            </Button>
          </>
        )}
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
