import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import { useLatestUploadProgress } from '../api/get-upload-history';

/** Where the upload is: rows stored, then screened, then the matches found. */
function UploadProgress({ latest, finished, isError }: ReturnType<typeof useLatestUploadProgress>) {
  if (isError)
    return (
      <Typography>Your employees are being saved and checked against the exclusion lists; see Upload History for the outcome.</Typography>
    );
  if (!latest || latest.status === 'PENDING') {
    return (
      <>
        <Typography gutterBottom>Storing your employees…</Typography>
        <LinearProgress aria-label="Storing employees" sx={{ maxWidth: 400, mx: 'auto' }} />
      </>
    );
  }
  if (latest.status === 'FAILED') return <Typography color="error">Nothing was saved. Please upload the file again.</Typography>;
  return (
    <>
      <Typography>
        Rows stored: {latest.rowsSaved}
        {latest.rowsSkipped ? ` (${latest.rowsSkipped} skipped)` : ''}
      </Typography>
      <Typography>
        Screened: {latest.rowsScreened} of {latest.rowsSaved}
      </Typography>
      {!finished && (
        <LinearProgress
          variant="determinate"
          value={latest.rowsSaved ? (100 * latest.rowsScreened) / latest.rowsSaved : 100}
          aria-label="Screening employees"
          sx={{ maxWidth: 400, mx: 'auto', my: 1 }}
        />
      )}
      {finished && (
        <Typography sx={{ fontWeight: 600 }}>
          Processing is complete:{' '}
          {latest.matchesFound
            ? `${latest.matchesFound} possible match${latest.matchesFound === 1 ? '' : 'es'} to review`
            : 'no matches found'}
          .
        </Typography>
      )}
    </>
  );
}

/**
 * The bulk upload's success screen (spec 000 §2), with the progress of storing and screening. The
 * heading says what the progress says: "We're Processing Your Data" while it runs, "Your Data Is
 * Processed" once it is complete (never both at once, issue 33).
 */
export function UploadProcessing() {
  const progress = useLatestUploadProgress();
  const Icon = progress.finished ? CheckCircleOutlined : HourglassTopOutlined;
  return (
    <Card component="section" aria-labelledby="upload-processing-heading" sx={{ textAlign: 'center' }}>
      <CardContent sx={{ py: 5 }}>
        <Icon aria-hidden color={progress.finished ? 'success' : 'primary'} sx={{ fontSize: 48 }} />
        <Typography id="upload-processing-heading" variant="h2" component="h2" gutterBottom>
          {progress.finished ? 'Your Data Is Processed' : "We're Processing Your Data"}
        </Typography>
        <Box role="status" sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>
          <UploadProgress {...progress} />
          {!progress.finished && <Typography sx={{ mt: 1 }}>We will e-mail you when it is done.</Typography>}
        </Box>
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          View Your Dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
