import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';

/** The client terms page the footer's privacy-policy and terms-of-service links open. */
export default function TermsPage() {
  return (
    <>
      <PageHeader title="Terms of Service and Privacy Policy" />
      <Card component="section" aria-labelledby="terms-heading" sx={{ mb: 2 }}>
        <CardContent>
          <Typography id="terms-heading" variant="h2" gutterBottom>
            Terms of Service
          </Typography>
          <Typography variant="body1">
            VendorProof helps healthcare vendors show their compliance to the healthcare organizations they serve. By using VendorProof you
            agree to provide accurate information about your business and employees and to keep your login credentials confidential.
          </Typography>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="privacy-heading">
        <CardContent>
          <Typography id="privacy-heading" variant="h2" gutterBottom>
            Privacy Policy
          </Typography>
          <Typography variant="body1">
            We use the information you provide only to deliver VendorProof services to you and to the healthcare organizations you choose to
            connect with. Sensitive identifiers are encrypted at rest.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
