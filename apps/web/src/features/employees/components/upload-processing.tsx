import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';

/** The bulk upload's success screen (spec 000 §2). */
export function UploadProcessing() {
  return (
    <Card component="section" aria-labelledby="upload-processing-heading" sx={{ textAlign: 'center' }}>
      <CardContent sx={{ py: 5 }}>
        <HourglassTopOutlined aria-hidden color="primary" sx={{ fontSize: 48 }} />
        <Typography id="upload-processing-heading" variant="h2" component="h2" gutterBottom>
          We&apos;re Processing Your Data
        </Typography>
        <Typography variant="body1" sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
          Your employees are being saved and checked against the exclusion lists. We&apos;ll send you an email when processing is complete.
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          View Your Dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
