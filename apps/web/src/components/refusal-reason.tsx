import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/**
 * Why a button refuses, written beside it (under it, aligned with it). A tooltip alone needs a pointer
 * resting on the button and says nothing on a touch screen; this text is there for everyone. Give the
 * button `aria-describedby={id}` so screen readers hear the same reason.
 */
export function RefusalReason({ id, children, align = 'right' }: { id: string; children: ReactNode; align?: 'left' | 'right' }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: align, maxWidth: 360 }}>
      {children}
    </Typography>
  );
}
