import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Work that takes longer than this gets a bar; quicker work (most exports, a small file's check) shows none. */
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
 * While one request does long work on the server (`active`: an export being prepared, an upload's rows
 * being checked), a bar saying so once it has taken over a second. Indeterminate: a single request
 * reports no progress of its own (the server streams files without announcing their size).
 */
export function SlowWorkBar({ active, label }: { active: boolean; label: string }) {
  return active ? <DelayedBar label={label} /> : null;
}
