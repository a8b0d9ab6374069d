import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from './format-display-date';

/** A vendor's address as the certificate prints it: lines, then 'City ST 12345'. */
export interface CertificateAddress {
  addrLine1: string | null;
  addrLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** The address on one line: '500 Harbor Way, Suite 200, Tampa FL 33601'. */
function addressLine(address: CertificateAddress): string {
  const cityLine = [address.city, address.state, address.zip].filter(Boolean).join(' ');
  return [address.addrLine1, address.addrLine2, cityLine].filter(Boolean).join(', ');
}

/** 'Enrolled from {date} to present' (spec 000 §2: from the enrolment complete date to present). */
const enrollmentPeriodText = (completeDate: string) => `Enrolled from ${formatDisplayDate(completeDate)} to present`;

/**
 * The Certificate of Enrollment as shown on screen (spec 000 §2): vendor name and address, the
 * enrolment period and the customer. The PDF the Download button fetches is the server's rendering.
 */
export function CertificateOfEnrollment({
  vendorName,
  vendorAddress,
  customerName,
  enrollmentCompleteDate,
}: {
  vendorName: string;
  vendorAddress: CertificateAddress;
  customerName: string;
  enrollmentCompleteDate: string;
}) {
  return (
    <Paper
      component="figure"
      aria-label="Certificate of Enrollment"
      variant="outlined"
      sx={{
        m: 0,
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        border: 6,
        borderStyle: 'double',
        borderColor: 'primary.main',
        aspectRatio: { md: '297 / 210' },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1.5,
      }}
    >
      <Typography variant="overline" color="text.secondary" component="p">
        Certificate of Enrollment
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontSize: '2rem' }}>
        Proof of Enrollment
      </Typography>
      <Typography color="text.secondary">This certifies that</Typography>
      <Box>
        <Typography component="p" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
          {vendorName}
        </Typography>
        <Typography color="text.secondary">{addressLine(vendorAddress)}</Typography>
      </Box>
      <Typography color="text.secondary">is enrolled as a vendor of</Typography>
      <Typography component="p" sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
        {customerName}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{enrollmentPeriodText(enrollmentCompleteDate)}</Typography>
    </Paper>
  );
}
