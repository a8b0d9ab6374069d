import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientVendorDetail } from '@app/shared/client/vendor-detail';
import { subscriptionStateText } from '@app/shared/payments/subscriptions';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { formatDisplayDate } from '../../../components/format-display-date';
import { ReviewPanel } from './review-history';
import type { RevisionTarget } from './revision-dialog';

const SCREENING = { COMPLIANT: 'No match', UNDER_REVIEW: 'Possible match under review', EXCLUDED: 'Excluded (confirmed)' } as const;
const ENROLLMENT = { NOT_STARTED: 'Not started', IN_PROGRESS: 'In progress', COMPLETE: 'Complete' } as const;

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { sm: 2 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** Today in the reader's time zone as an ISO date (a renewal is overdue from the day after it). */
const localToday = () => new Date().toLocaleDateString('en-CA');

/** Overview: enrolment, the client's own records (COVs), the company profile with its review, subscriptions and monitoring. */
export function VendorOverviewTab({
  vendor,
  onRequestRevision,
}: {
  vendor: ClientVendorDetail;
  onRequestRevision: (t: RevisionTarget) => void;
}) {
  const company = vendor.company;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Enrollment
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Field label="Enrollment" value={ENROLLMENT[vendor.enrollment.state]} />
            <Field label="Customer since" value={formatDisplayDate(vendor.enrollment.customerSince)} />
            <Field label="Enrolled on" value={formatDisplayDate(vendor.enrollment.completeDate)} />
            <Field label="SignupID" value={vendor.enrollment.signupCode} />
            <Field label="Category" value={vendor.category} />
            {vendor.extraNames.length > 0 && <Field label="Other names" value={vendor.extraNames.join(', ')} />}
          </Box>
          {vendor.enrollment.state === 'NOT_STARTED' && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              This vendor has not enrolled yet. Send it its SignupID from Onboarding so it can enroll and share its compliance.
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Your records
          </Typography>
          <TableScrollRegion label="Your accounts-payable records">
            <Table size="small" aria-label="Your accounts-payable records">
              <TableHead>
                <TableRow>
                  <TableCell>Vendor number</TableCell>
                  <TableCell>Legal name</TableCell>
                  <TableCell>TIN</TableCell>
                  <TableCell>Facility</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {vendor.records.map((r) => (
                  <TableRow key={r.covId}>
                    <TableCell>{r.vendorNumber}</TableCell>
                    <TableCell>{r.legalName}</TableCell>
                    <TableCell>{r.maskedTin ?? '—'}</TableCell>
                    <TableCell>{r.facility}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
        </CardContent>
      </Card>
      {company && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" sx={{ mb: 1 }}>
              Company profile
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Field label="Business name" value={company.businessName} />
              <Field label="DBA" value={company.dbaName} />
              <Field label="PTID" value={company.ptid} />
              <Field label="TIN" value={company.maskedTin} />
              <Field label="NPI" value={company.npi} />
              <Field label="DUNS" value={company.duns} />
              <Field label="Address" value={company.address} />
              <Field label="Phone" value={company.phoneNumber} />
              <Field label="Services offered" value={company.servicesOffered} />
              <Field label="Exclusion screening" value={SCREENING[company.screeningStatus]} />
            </Box>
            <ReviewPanel
              covgId={vendor.covgId}
              target={{ type: 'AccountInfo', label: 'company information' }}
              reviewable={vendor.enrollment.state !== 'NOT_STARTED'}
              notes={vendor.companyReview.revisionNotes}
              reviews={vendor.companyReview.reviews}
              onRequestRevision={onRequestRevision}
            />
          </CardContent>
        </Card>
      )}
      {company && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" sx={{ mb: 1 }}>
              Subscriptions and monitoring
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {vendor.subscriptions.map((s, i) => (
                <Field key={i} label={s.label} value={subscriptionStateText(s, localToday())} />
              ))}
              {vendor.subscriptions.length === 0 && <Field label="Subscriptions" value="None" />}
              <Field
                label="Employee monitoring"
                value={
                  vendor.employeeMonitoring.subscribed
                    ? `${vendor.employeeMonitoring.monitoredCount} employees monitored, ${vendor.employeeMonitoring.openAlerts} open alerts`
                    : 'Not subscribed'
                }
              />
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

/** Links to the vendor's certificate and compliance report (PDFs), where they exist. */
export function VendorDocumentsLinks({
  vendor,
  onDownloadReport,
  downloading,
}: {
  vendor: ClientVendorDetail;
  onDownloadReport: () => void;
  downloading: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {vendor.complianceReportUrl && (
        <Button variant="outlined" onClick={onDownloadReport} loading={downloading}>
          Compliance report (PDF)
        </Button>
      )}
      {vendor.certificateUrl && (
        <Button variant="outlined" href={vendor.certificateUrl} target="_blank" rel="noopener">
          Certificate of enrollment (PDF)
        </Button>
      )}
    </Box>
  );
}
