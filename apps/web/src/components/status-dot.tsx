import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type StatusDotColor = 'success' | 'error' | 'warning' | 'info';

/** A coloured dot followed by its text; the dot is decoration, the text carries the meaning. */
export function StatusDot({ color, label }: { color: StatusDotColor; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: `${color}.main` }} />
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    </Box>
  );
}
