import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientVendorDetail } from '@app/shared/client/vendor-detail';
import { SubscriptionType, subscriptionLabel } from '@app/shared/payments/subscriptions';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDisplayDate, formatLocalDateTime } from '../../../components/format-display-date';
import { AnswerFiles } from '../../../widgets/form-answers/answer-files';
import { Details } from './details-list';
import type { ReviewTarget } from './request-revision-dialog';

type Note = { id: number; note: string; completed: boolean; createdAt: string };
const SCREENING = { COMPLIANT: 'Clear', UNDER_REVIEW: 'Under review', EXCLUDED: 'Excluded' } as const;

/** A titled part of the review, with the vendor's open and revised notes and Request Revision when it can be sent back. */
function ReviewSection({
  id,
  title,
  target,
  notes,
  canRevise,
  onRequestRevision,
  children,
}: {
  id: string;
  title: string;
  target?: ReviewTarget;
  notes?: Note[];
  canRevise: boolean;
  onRequestRevision: (target: ReviewTarget) => void;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={`${id}-heading`} variant="h3" sx={{ fontSize: '1.0625rem' }}>
          {title}
        </Typography>
        {target && canRevise && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => onRequestRevision(target)}
            aria-label={`Request Revision: ${target.label}`}
          >
            Request Revision
          </Button>
        )}
      </Box>
      {children}
      {notes && notes.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            Requested revisions
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {notes.map((note) => (
              <li key={note.id}>
                <Typography variant="body2" component="span">
                  {note.note} ({formatLocalDateTime(note.createdAt)}){' '}
                </Typography>
                <Chip size="small" variant="outlined" label={note.completed ? 'Revised' : 'Waiting for the vendor'} />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/**
 * Everything the vendor submitted at signup, for the review step: company, owners, W-9, disclosure
 * answers and payment state. Each part the client may send back has Request Revision while the step is open.
 */
export function VendorReviewSections({
  vendor,
  open,
  onRequestRevision,
}: {
  vendor: ClientVendorDetail;
  open: boolean;
  onRequestRevision: (target: ReviewTarget) => void;
}) {
  const company = vendor.company;
  const forms = vendor.checklist.filter((item) => item.type === 'EVD' || item.submissions.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReviewSection
        id="review-company"
        title="Company"
        target={{ type: 'AccountInfo', label: 'company information' }}
        notes={vendor.companyReview.revisionNotes}
        canRevise={open && company !== null}
        onRequestRevision={onRequestRevision}
      >
        {company ? (
          <Details
            entries={[
              ['Business Name', company.businessName],
              ['DBA', company.dbaName],
              ['TIN', company.maskedTin],
              ['Phone', company.phoneNumber],
              ['Address', company.address],
              ['Services Offered', company.servicesOffered],
              ['NPI', company.npi],
              ['Screening', SCREENING[company.screeningStatus]],
            ]}
          />
        ) : (
          <Typography variant="body2">The vendor has not given its company information yet.</Typography>
        )}
      </ReviewSection>

      <ReviewSection id="review-owners" title="Owners & Managing Employees" canRevise={false} onRequestRevision={onRequestRevision}>
        {vendor.owners.length === 0 ? (
          <Typography variant="body2">The vendor listed no owners.</Typography>
        ) : (
          <TableScrollRegion label="Owners">
            <Table size="small" aria-label="Owners">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell align="right">Ownership %</TableCell>
                  <TableCell>Screening</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {vendor.owners.map((owner) => (
                  <TableRow key={owner.id}>
                    <TableCell>{owner.name}</TableCell>
                    <TableCell>{owner.isBusiness ? 'Business' : 'Person'}</TableCell>
                    <TableCell align="right">{owner.ownershipPercentage}</TableCell>
                    <TableCell>{SCREENING[owner.screeningStatus]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
        )}
      </ReviewSection>

      <ReviewSection
        id="review-w9"
        title="W-9"
        target={{ type: 'W9', label: 'W-9' }}
        notes={vendor.w9.revisionNotes}
        canRevise={open && vendor.w9.reviewable}
        onRequestRevision={onRequestRevision}
      >
        {vendor.w9.submissions.length === 0 ? (
          <Typography variant="body2">The vendor has not sent you a W-9.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {vendor.w9.submissions.map((w9) => (
              <li key={w9.w9Id}>
                <Typography variant="body2">
                  {w9.filename}, sent {formatLocalDateTime(w9.submittedAt)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </ReviewSection>

      {forms.length === 0 && (
        <ReviewSection id="review-forms" title="Disclosure forms" canRevise={false} onRequestRevision={onRequestRevision}>
          <Typography variant="body2">You ask no disclosure forms of this vendor.</Typography>
        </ReviewSection>
      )}
      {forms.map((form) => {
        const latest = form.submissions[0];
        return (
          <ReviewSection
            key={form.id}
            id={`review-form-${form.id}`}
            title={form.name}
            target={{
              type: 'EVD',
              checklistItemId: form.id,
              label: form.name,
              questions: latest?.answers.map((answer) => ({ id: answer.questionId, label: answer.label })),
            }}
            notes={form.revisionNotes}
            canRevise={open && form.reviewable}
            onRequestRevision={onRequestRevision}
          >
            {latest ? (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Sent {formatLocalDateTime(latest.submittedAt)} by {latest.username}
                </Typography>
                <Details
                  entries={latest.answers.map((answer) => [
                    answer.label,
                    answer.files.length > 0 ? <AnswerFiles covgId={vendor.covgId} files={answer.files} /> : answer.value,
                  ])}
                />
              </>
            ) : (
              <Typography variant="body2">The vendor has not answered this form yet.</Typography>
            )}
          </ReviewSection>
        );
      })}

      <ReviewSection id="review-payment" title="Payment" canRevise={false} onRequestRevision={onRequestRevision}>
        {vendor.subscriptions.length === 0 ? (
          <Typography variant="body2">The vendor has no subscription.</Typography>
        ) : (
          <Details
            entries={vendor.subscriptions.map((subscription) => [
              SubscriptionType.safeParse(subscription.type).success
                ? subscriptionLabel(subscription.type as SubscriptionType)
                : subscription.type,
              `${subscription.status}, since ${formatDisplayDate(subscription.startDate.slice(0, 10))}${
                subscription.renewalDate ? `, renews ${formatDisplayDate(subscription.renewalDate.slice(0, 10))}` : ''
              }`,
            ])}
          />
        )}
      </ReviewSection>
    </Box>
  );
}
