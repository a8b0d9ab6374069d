import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ClientVendorDetail } from '@app/shared/client/vendor-detail';
import { formatLocalDateTime } from '../../../components/format-display-date';
import { ReviewPanel } from './review-history';
import type { RevisionTarget } from './revision-dialog';

/** Documents: the W-9s the vendor sent you with their review, and the certificate and compliance report. */
export function VendorDocumentsTab({
  vendor,
  links,
  onRequestRevision,
}: {
  vendor: ClientVendorDetail;
  links: ReactNode;
  onRequestRevision: (t: RevisionTarget) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            W-9
          </Typography>
          {vendor.w9.submissions.length === 0 && <Typography variant="body2">The vendor has not sent you a W-9 yet.</Typography>}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {vendor.w9.submissions.map((w9) => (
              <li key={w9.w9Id}>
                <Typography variant="body2">
                  {w9.filename}, sent {formatLocalDateTime(w9.submittedAt)}
                </Typography>
              </li>
            ))}
          </Box>
          <ReviewPanel
            covgId={vendor.covgId}
            target={{ type: 'W9', label: 'W-9' }}
            reviewable={vendor.w9.reviewable}
            notes={vendor.w9.revisionNotes}
            reviews={vendor.w9.reviews}
            onRequestRevision={onRequestRevision}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Reports
          </Typography>
          {links}
          {!vendor.complianceReportUrl && <Typography variant="body2">Reports are available once the vendor enrolls.</Typography>}
        </CardContent>
      </Card>
    </Box>
  );
}
