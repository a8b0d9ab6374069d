import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import SportsMma from '@mui/icons-material/SportsMma';

/**
 * The Fist Bump's picture: two fists meeting under a spark, drawn with icons (an emoji depends on the
 * fonts of the machine and may show as a box). Decorative: hidden from screen readers, the message
 * under it says what happened.
 */
export function FistBumpIllustration() {
  return (
    <Box
      aria-hidden
      data-testid="fist-bump-illustration"
      sx={{
        position: 'relative',
        width: 168,
        height: 112,
        mx: 'auto',
        mb: 2,
        borderRadius: 4,
        background: (theme) => `radial-gradient(circle at 50% 60%, ${alpha(theme.palette.primary.light, 0.2)}, transparent 70%)`,
      }}
    >
      <SportsMma sx={{ position: 'absolute', left: 28, top: 40, fontSize: 64, color: 'primary.main', transform: 'rotate(90deg)' }} />
      <SportsMma
        sx={{ position: 'absolute', right: 28, top: 40, fontSize: 64, color: 'secondary.main', transform: 'scaleX(-1) rotate(90deg)' }}
      />
      <AutoAwesome sx={{ position: 'absolute', left: 'calc(50% - 16px)', top: 12, fontSize: 32, color: 'warning.main' }} />
    </Box>
  );
}
