import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';

/**
 * The bottom bar of the wizard (spec 001 §2): Back and Next, Next disabled with the reason in a tooltip
 * until the step is valid. On the last step Next reads Finish and goes to the dashboard.
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
  const disabled = busy || blockedReason !== null;
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
        {/* A disabled button fires no events; the wrapper keeps the tooltip reachable. */}
        <Box component="span" tabIndex={blockedReason ? 0 : -1} aria-label={blockedReason ?? undefined}>
          <Button variant="contained" onClick={onNext} disabled={disabled}>
            {busy ? 'Saving…' : isLast ? 'Finish' : 'Next'}
          </Button>
        </Box>
      </Tooltip>
    </Paper>
  );
}
