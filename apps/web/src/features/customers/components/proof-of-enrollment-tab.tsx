import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { CustomerDetail } from '@app/shared/customers/customer';
import { useDownloadCertificate } from '../../../api/download-certificate';
import { CertificateOfEnrollment } from '../../../components/certificate-of-enrollment';
import { useNotify } from '../../../components/notifications/notification-context';
import { PDF_FAILED_MESSAGE } from '../../../lib/messages';

/** The Proof of Enrollment tab: the certificate preview, its Download and where anyone can verify it. */
export function ProofOfEnrollmentTab({ customer }: { customer: CustomerDetail & { enrollmentCompleteDate: string } }) {
  const download = useDownloadCertificate();
  const { notify } = useNotify();
  const verifyPath = `/verify/${customer.verificationCode}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          Anyone holding the certificate can check it at{' '}
          <Link href={`#${verifyPath}`} underline="always">{`verification code ${customer.verificationCode}`}</Link>.
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadOutlined aria-hidden />}
          disabled={download.isPending}
          onClick={() =>
            download.mutate({ customerId: customer.customerId }, { onError: () => notify({ text: PDF_FAILED_MESSAGE, mode: 'error' }) })
          }
        >
          Download
        </Button>
      </Box>
      <CertificateOfEnrollment
        vendorName={customer.vendorName}
        vendorAddress={customer.vendorAddress}
        customerName={customer.customerName}
        enrollmentCompleteDate={customer.enrollmentCompleteDate}
      />
    </Box>
  );
}
