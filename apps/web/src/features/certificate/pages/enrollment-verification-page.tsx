import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { isCompliant } from '@app/shared/customers/compliance-status';
import { isApiError } from '../../../api/api-error';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { formatDisplayDate, formatLocalDateTime } from '../../../components/format-display-date';
import { StatusDot } from '../../../components/status-dot';
import { ListsChecked } from '../../../widgets/lists-checked/lists-checked';
import { useEnrollmentVerification, type EnrollmentVerification } from '../api/get-enrollment-verification';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Result({ verification }: { verification: EnrollmentVerification }) {
  const enrolled = verification.enrollmentComplete && verification.enrollmentCompleteDate;
  return (
    <>
      {enrolled ? (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle>This certificate is valid</AlertTitle>
          {verification.vendorName} is enrolled as a vendor of {verification.customerName}.
        </Alert>
      ) : (
        <Alert severity="error" sx={{ mb: 3 }}>
          <AlertTitle>This certificate is no longer valid</AlertTitle>
          {verification.vendorName} is not currently enrolled with {verification.customerName}.
        </Alert>
      )}
      <Card>
        <CardContent>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
            <Row label="Vendor">{verification.vendorName}</Row>
            <Row label="Customer">{verification.customerName}</Row>
            <Row label="Enrolled since">{enrolled ? formatDisplayDate(verification.enrollmentCompleteDate) : 'Not enrolled'}</Row>
            <Row label="Compliance status">
              <StatusDot color={isCompliant(verification.complianceStatus) ? 'success' : 'error'} label={verification.complianceStatus} />
            </Row>
            <Row label="Verification code">{verification.verificationCode}</Row>
            <Row label="Checked at">{formatLocalDateTime(verification.checkedAt)}</Row>
          </Box>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
            Exclusion lists checked
          </Typography>
          <ListsChecked lists={verification.listsChecked} />
        </CardContent>
      </Card>
    </>
  );
}

/** /verify/:code (public, logo-only navbar): whether a Certificate of Enrollment is still true. */
export default function EnrollmentVerificationPage({ title = 'Certificate Verification' }: { title?: string }) {
  const code = useParams().code ?? '';
  const verification = useEnrollmentVerification(code);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={title} subtitle="Check that a VendorProof Certificate of Enrollment is still true." />
      {verification.isPending && <CardSkeleton label="Checking the certificate" outlined lines={4} />}
      {verification.isError && (
        <Alert severity="error">
          {isApiError(verification.error) && verification.error.status === 404
            ? `No certificate has the verification code ${code}. Check the code printed on the certificate.`
            : 'The certificate could not be checked right now, please try again.'}
        </Alert>
      )}
      {verification.isSuccess && <Result verification={verification.data} />}
    </Box>
  );
}
