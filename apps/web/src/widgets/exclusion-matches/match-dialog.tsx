import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ALERT_STATUS_LABELS } from '@app/shared/screening/alerts';
import { CardSkeleton } from '../../components/loading-skeletons';
import { useScrollRegion } from '../../lib/use-scroll-region';
import { AlertSubjectHeading, EvidenceFields } from './alert-evidence';
import { useMatchDetail, type SubjectPath } from './match-api';
import { MatchResponseForm } from './match-response-form';
import { ALERT_STATUS_SEVERITY, VendorAnswerSummary } from './vendor-answer-summary';

/**
 * One exclusion match: its status, the monitored subject (Entity Information), the list record with why
 * it matched (Verification Information), the vendor's answer, and the answer form while undecided.
 */
export function MatchDialog({
  subjectPath,
  alert,
  onClose,
  onAnswered,
}: {
  subjectPath: SubjectPath;
  alert: { id: number; sourceName: string } | null;
  onClose: () => void;
  onAnswered?: () => void;
}) {
  const titleId = useId();
  const detail = useMatchDetail(subjectPath, alert?.id ?? null);
  const [changing, setChanging] = useState(false);
  // Long evidence scrolls inside the dialog: the keyboard must reach it (axe scrollable-region-focusable), also after an answer is sent.
  const scroll = useScrollRegion('Match details');
  const data = detail.data;
  const canAnswer = data && (data.status === 'OPEN' || (data.status === 'VENDOR_RESPONDED' && changing));
  return (
    <Dialog open={alert !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{alert ? `${alert.sourceName} Match` : 'Match'}</DialogTitle>
      <DialogContent dividers ref={scroll.ref} {...scroll.regionProps}>
        {detail.isPending && <CardSkeleton label="Loading match details" lines={6} />}
        {detail.isError && <Alert severity="error">Error loading this match, please try again.</Alert>}
        {data && (
          <>
            <Alert severity={ALERT_STATUS_SEVERITY[data.status]}>{ALERT_STATUS_LABELS[data.status]}</Alert>
            {data.vendorResponse && !canAnswer && (
              <Box sx={{ mt: 2 }}>
                <VendorAnswerSummary
                  response={data.vendorResponse}
                  label="Your answer"
                  heading={
                    <Typography variant="h3" component="h3" gutterBottom>
                      Your answer
                    </Typography>
                  }
                />
              </Box>
            )}
            {alert && canAnswer && (
              <MatchResponseForm
                key={data.status}
                subjectPath={subjectPath}
                alertId={alert.id}
                evidence={{ subject: data.monitoredSubjectDetails, record: data.alertDetails }}
                onAnswered={() => {
                  setChanging(false);
                  onAnswered?.();
                }}
                onCancel={changing ? () => setChanging(false) : undefined}
              />
            )}
            <AlertSubjectHeading name={data.subjectName} type={data.subjectType} component="h3" />
            <EvidenceFields title="Entity Information" fields={data.monitoredSubjectDetails} />
            <EvidenceFields title="Verification Information" fields={data.alertDetails} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {data?.status === 'VENDOR_RESPONDED' && !changing && <Button onClick={() => setChanging(true)}>Change answer</Button>}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
