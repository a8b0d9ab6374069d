import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';

/** Read by screen readers, not shown (the tooltip shows the same text). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The bottom bar of the wizard (spec 001 §2): Back and Next, Next refused with the reason in a tooltip
 * until the step is valid. On the last step Next reads Finish and goes to the dashboard. A refused Next
 * stays focusable (aria-disabled) and carries its reason as its description, so keyboard and screen
 * reader users learn why, not only mouse users.
 */
export function WizardNavBar({
  canGoBack,
  onBack,
  onNext,
  blockedReason,
  busy,
  isLast,
}: {
  canGoBack: boolean;
  onBack: () => void;
  onNext: () => void;
  blockedReason: string | null;
  busy: boolean;
  isLast: boolean;
}) {
  const reasonId = useId();
  const refused = busy || blockedReason !== null;
  return (
    <Paper
      component="nav"
      aria-label="Signup steps"
      elevation={3}
      sx={{ position: 'sticky', bottom: 0, mt: 3, px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between', zIndex: 2 }}
    >
      <Button onClick={onBack} disabled={!canGoBack || busy}>
        Back
      </Button>
      <Tooltip title={blockedReason ?? ''} describeChild>
        <Button
          variant="contained"
          onClick={() => {
            if (!refused) onNext();
          }}
          aria-disabled={refused}
          aria-describedby={blockedReason ? reasonId : undefined}
          sx={refused ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
        >
          {busy ? 'Saving…' : isLast ? 'Finish' : 'Next'}
        </Button>
      </Tooltip>
      {blockedReason && (
        <Box component="span" id={reasonId} sx={VISUALLY_HIDDEN}>
          {blockedReason}
        </Box>
      )}
    </Paper>
  );
}
