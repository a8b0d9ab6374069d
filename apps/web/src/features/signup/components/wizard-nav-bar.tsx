import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { RefusalReason } from '../../../components/refusal-reason';
import { GENERIC_STEP_INVALID_REASON } from '../../../lib/wizard-step';

/**
 * The bottom bar of the wizard (spec 001 §2): Back and Next, Next refused with the reason in a tooltip
 * until the step is valid — and the same reason written under Next, since a tooltip needs a pointer
 * resting on the button and says nothing on a phone. On the last step Next reads Finish and goes to the
 * dashboard; a step may name what Next does ('Pay $299.00'). A refused Next stays focusable
 * (aria-disabled) and carries its reason as its description. "Please correct all errors on the page" is
 * written only once Next was tried on the step (issue 33: before anything was typed there is no error to
 * correct); a reason that says what to do (choose a payment method) shows at once.
 */
export function WizardNavBar({
  canGoBack,
  onBack,
  onNext,
  blockedReason,
  busy,
  isLast,
  nextLabel,
}: {
  canGoBack: boolean;
  onBack: () => void;
  onNext: () => void;
  blockedReason: string | null;
  busy: boolean;
  isLast: boolean;
  /** What Next says instead of 'Next' on this step (null: 'Next', or 'Finish' on the last step). */
  nextLabel: string | null;
}) {
  const reasonId = useId();
  const refused = busy || blockedReason !== null;
  // The tooltip opens only while Next is refused, and keeps its last reason while it fades out once the
  // step becomes valid: a tooltip whose text turned empty under the pointer is an unnamed tooltip.
  const [pointerOnNext, setPointerOnNext] = useState(false);
  const lastReason = useRef(blockedReason);
  const [tried, setTried] = useState(false);
  // A step that became valid forgets the try, so the next step (the same bar) starts unwritten again.
  if (blockedReason === null && tried) setTried(false);
  const reasonShown = blockedReason !== null && (blockedReason !== GENERIC_STEP_INVALID_REASON || tried);
  if (blockedReason !== null) lastReason.current = blockedReason;
  return (
    <Paper
      component="nav"
      aria-label="Signup steps"
      elevation={3}
      sx={{ position: 'sticky', bottom: 0, mt: 3, px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between', gap: 2, zIndex: 2 }}
    >
      <Box>
        <Button onClick={onBack} disabled={!canGoBack || busy}>
          Back
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0 }}>
        <Tooltip
          title={lastReason.current ?? ''}
          open={pointerOnNext && blockedReason !== null}
          onOpen={() => setPointerOnNext(true)}
          onClose={() => setPointerOnNext(false)}
          describeChild
          // Kept inside the bar's navigation landmark: a tooltip in a portal is content outside every landmark.
          slotProps={{ popper: { disablePortal: true } }}
        >
          <Button
            variant="contained"
            onClick={() => {
              if (refused) setTried(true);
              else onNext();
            }}
            aria-disabled={refused}
            aria-describedby={blockedReason ? reasonId : undefined}
            sx={refused ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
          >
            {busy ? 'Saving…' : isLast ? 'Finish' : (nextLabel ?? 'Next')}
          </Button>
        </Tooltip>
        {/* Unwritten, the reason stays in the page, hidden: a hidden element still gives aria-describedby its text. */}
        {blockedReason && (
          <Box sx={reasonShown ? undefined : { display: 'none' }}>
            <RefusalReason id={reasonId}>{blockedReason}</RefusalReason>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
