import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useCurrentUser } from '../../../api/get-current-user';
import { useDownloadCertificate } from '../../../api/download-certificate';
import { useCustomerDetail } from '../../../api/get-customer-detail';
import { CertificateOfEnrollment } from '../../../components/certificate-of-enrollment';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { useNotify } from '../../../components/notifications/notification-context';
import { PDF_FAILED_MESSAGE } from '../../../lib/messages';
import { homePath } from '../../../lib/role-home';

/** 'User does not have access to the required information' (spec 000 §6, §8), shown until closed. */
const NO_ACCESS_MESSAGE = 'User does not have access to the required information';

const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /poc/:customerId/:vendorId? (no navbar): the Certificate of Enrollment of a vendor with a customer and
 * its PDF download. With a vendorId the data is loaded vendor-scoped (clients and admins), otherwise
 * as the signed-in vendor's own.
 */
export default function ProofOfEnrollmentPage({ title = 'Proof of Enrollment' }: { title?: string }) {
  const params = useParams();
  const customerId = positiveId(params.customerId) ?? 0;
  const vendorId = positiveId(params.vendorId);
  const customer = useCustomerDetail(customerId, { vendorId });
  const download = useDownloadCertificate();
  const { notify } = useNotify();
  const user = useCurrentUser();
  const navigate = useNavigate();
  // The page has no navigation bar: Back returns to the page that opened it, or to the role's home
  // when it was opened first (a bookmarked or e-mailed link).
  const openedFirst = useLocation().key === 'default';

  useEffect(() => {
    if (customer.isError) notify({ text: NO_ACCESS_MESSAGE, mode: 'error', timeout: 0 });
  }, [customer.isError, notify]);

  const data = customer.data;
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      {openedFirst ? (
        <Button component={RouterLink} to={homePath(user)} startIcon={<ArrowBack aria-hidden />} sx={{ mb: 1 }}>
          Back
        </Button>
      ) : (
        <Button onClick={() => void navigate(-1)} startIcon={<ArrowBack aria-hidden />} sx={{ mb: 1 }}>
          Back
        </Button>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {data?.enrollmentCompleteDate && (
          <Button
            variant="contained"
            startIcon={<DownloadOutlined aria-hidden />}
            disabled={download.isPending}
            onClick={() =>
              download.mutate({ customerId, vendorId }, { onError: () => notify({ text: PDF_FAILED_MESSAGE, mode: 'error' }) })
            }
          >
            Download
          </Button>
        )}
      </Box>
      {customer.isPending && <CardSkeleton label="Loading certificate" outlined lines={8} />}
      {customer.isError && <Alert severity="error">{NO_ACCESS_MESSAGE}</Alert>}
      {data && !data.enrollmentCompleteDate && (
        <Alert severity="info">The enrollment with {data.customerName} is not complete yet, so there is no certificate to show.</Alert>
      )}
      {data?.enrollmentCompleteDate && (
        <CertificateOfEnrollment
          vendorName={data.vendorName}
          vendorAddress={data.vendorAddress}
          customerName={data.customerName}
          enrollmentCompleteDate={data.enrollmentCompleteDate}
        />
      )}
    </Box>
  );
}
