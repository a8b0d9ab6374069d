import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** A file that takes longer than this to prepare gets a bar; a quicker one just downloads. */
const SHOW_AFTER_MS = 1000;

function DelayedBar({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Box role="status" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}…
      </Typography>
      <LinearProgress aria-label={label} />
    </Box>
  );
}

/**
 * While an export is being prepared on the server (`active`), a bar saying so once it has taken over a
 * second. Indeterminate: the server streams the file without announcing its size.
 */
export function PreparingFile({ active, label }: { active: boolean; label: string }) {
  return active ? <DelayedBar label={label} /> : null;
}
