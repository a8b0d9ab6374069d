import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { UPLOAD_MAX_BYTES, fileTooLargeMessage } from '@app/shared/files/uploads';
import { GROUPING_TEXTS, type GroupingUploadResult } from '@app/shared/vendor-groups/vendor-groups';
import { isApiError } from '../../../api/api-error';
import { useGroupingUpload } from '../api/vendor-groups';

type Problem = { text: string; details: string[] };

/** The spec's texts for a failed grouping upload (spec 002 §8): any non-500 answer is an invalid file, with what the server found. */
function problemOf(error: unknown): Problem {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const lines = Object.entries(error.fieldErrors ?? {}).map(([where, what]) => `${where}: ${what}`);
    // A file refused before it was read (too large, not CSV) says why under the spec's text.
    const details = lines.length > 0 || error.message === GROUPING_TEXTS.invalidFile ? lines : [error.message];
    return { text: GROUPING_TEXTS.invalidFile, details };
  }
  return { text: GROUPING_TEXTS.unknownError, details: [] };
}

/**
 * Grouping tab (spec 002 §2, §5, §8): a CSV of cov id, old group id, new group id moves COVs between
 * groups, all rows or none; a success panel with Reset.
 */
export default function GroupingPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<GroupingUploadResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useGroupingUpload();

  const reset = () => {
    setFile(null);
    setProblem(null);
    setResult(null);
    setPercent(null);
    if (input.current) input.current.value = '';
  };
  const start = async () => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES.covgGrouping) {
      setProblem({ text: fileTooLargeMessage(UPLOAD_MAX_BYTES.covgGrouping), details: [] });
      return;
    }
    setProblem(null);
    setPercent(0);
    try {
      setResult(await upload.mutateAsync({ file, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) }));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="grouping-heading">
      <Typography id="grouping-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Grouping
      </Typography>
      {result ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={reset}>
              Reset
            </Button>
          }
        >
          {GROUPING_TEXTS.success} ({result.rows} row(s), {result.covsThatMoved.length} COV(s) moved.)
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Upload a CSV file with three columns in this order: cov id, old group id, new group id. Every row is checked before any COV
            moves.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label="Grouping file"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
            <Button variant="outlined" disabled={upload.isPending} onClick={() => input.current?.click()}>
              Choose file
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file ? file.name : 'No file chosen'}
            </Typography>
            <Button variant="contained" disabled={!file || upload.isPending} onClick={() => void start()}>
              Upload
            </Button>
          </Box>
          {percent !== null && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2">Uploading {percent}%</Typography>
              <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
            </Box>
          )}
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem.text}
              {problem.details.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                  {problem.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
