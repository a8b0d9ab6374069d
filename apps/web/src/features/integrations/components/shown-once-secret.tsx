import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';

/** A token or secret shown the one time it exists in clear, with a Copy button that says it copied. */
export function ShownOnceSecret({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="warning">Copy the {label.toLowerCase()} now. You will not be able to see it again.</Alert>
      <TextField
        label={label}
        value={value}
        fullWidth
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'shown-once-secret' } }}
      />
      <Box>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy
        </Button>
      </Box>
      {copied === true && <Alert severity="success">Copied to the clipboard.</Alert>}
      {copied === false && <Alert severity="error">Could not copy. Select the text and copy it yourself.</Alert>}
    </Box>
  );
}
