import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ClientChecklistItem } from '@app/shared/client/vendor-detail';
import { formatDisplayDate, formatLocalDateTime } from '../../../components/format-display-date';
import { AnswerFiles } from '../../../widgets/form-answers/answer-files';
import { ReviewPanel } from './review-history';
import type { RevisionTarget } from './revision-dialog';

/** Outlined chips with a coloured border: filled warning and info chips fail the contrast check. */
const CHIP_BORDER = {
  'Past Due': 'error.main',
  Due: 'warning.main',
  Pending: 'info.main',
  'Not Started': 'grey.500',
  Complete: 'success.main',
} as const;

/**
 * One status per row (issue 30): the form status, except that a form sent back and not yet past due
 * reads "Revision needed" (its form status alone would say Not Started beside the request).
 */
function rowStatus(item: ClientChecklistItem): { label: string; border: string } {
  if (item.status === 'REVISION_NEEDED' && item.formStatus !== 'Past Due') return { label: 'Revision needed', border: 'warning.main' };
  return { label: item.formStatus, border: CHIP_BORDER[item.formStatus] };
}

/** Forms: every to-do with its status and due date, the submitted answers (newest first, older ones below) and the review. */
export function VendorFormsTab({
  covgId,
  items,
  onRequestRevision,
}: {
  covgId: number;
  items: ClientChecklistItem[];
  onRequestRevision: (t: RevisionTarget) => void;
}) {
  if (items.length === 0) {
    return <Typography>This vendor has no forms for you yet. Forms appear once the vendor enrolls.</Typography>;
  }
  return (
    <Box>
      {items.map((item) => {
        const [latest, ...older] = item.submissions;
        const status = rowStatus(item);
        return (
          <Accordion
            key={item.id}
            defaultExpanded={item.submissions.length > 0 || item.document !== null}
            disableGutters
            variant="outlined"
            slotProps={{ heading: { component: 'h2' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore aria-hidden />}
              aria-controls={`form-${item.id}-content`}
              id={`form-${item.id}-header`}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
                <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 200px' }}>
                  {item.name}
                </Typography>
                <Chip size="small" variant="outlined" sx={{ borderColor: status.border, borderWidth: 2 }} label={status.label} />
                <Typography variant="body2" color="text.secondary">
                  Due {formatDisplayDate(item.dueDate) || 'any time'}
                  {item.required ? '' : ' · optional'}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              {item.document && (
                <Typography variant="body2" component="p" sx={{ mb: 1 }}>
                  Sent {formatLocalDateTime(item.document.uploadedAt)}:{' '}
                  <Link href={`/services/client/vendors/${covgId}/checklist/${item.id}/document`} download={item.document.filename}>
                    Download {item.document.filename}
                  </Link>
                </Typography>
              )}
              {!latest && !item.document && <Typography variant="body2">Nothing submitted yet.</Typography>}
              {latest && (
                <>
                  <Typography variant="subtitle2" component="p">
                    Submitted {formatLocalDateTime(latest.submittedAt)} by {latest.username}
                  </Typography>
                  <Box component="dl" sx={{ m: 0, mb: 1 }}>
                    {latest.answers.map((answer) => (
                      <Box
                        key={answer.questionId}
                        sx={{
                          display: 'grid',
                          gridTemplateColumns: { xs: '1fr', sm: '40% 1fr' },
                          gap: { sm: 2 },
                          py: 0.5,
                          borderBottom: 1,
                          borderColor: 'divider',
                        }}
                      >
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {answer.label}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {answer.files.length > 0 ? <AnswerFiles covgId={covgId} files={answer.files} /> : answer.value || '—'}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  {older.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      Earlier submissions: {older.map((s) => `${formatLocalDateTime(s.submittedAt)} by ${s.username}`).join('; ')}
                    </Typography>
                  )}
                </>
              )}
              <ReviewPanel
                covgId={covgId}
                target={{
                  type: 'EVD',
                  checklistItemId: item.id,
                  label: item.name,
                  questions: latest?.answers.map((a) => ({ id: a.questionId, label: a.label })),
                }}
                reviewable={item.reviewable}
                notes={item.revisionNotes}
                reviews={item.reviews}
                onRequestRevision={onRequestRevision}
              />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
