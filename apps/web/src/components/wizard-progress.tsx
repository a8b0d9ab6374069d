import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

interface WizardProgressStep {
  key: string;
  title: string;
  /** Done though not before the active step (a payment kept as made). */
  completed?: boolean;
}

/** "Step 2 of 7 – Owners": the compact header the phone shows instead of the stepper. */
function compactStepText(index: number, count: number, title: string): string {
  return `Step ${index + 1} of ${count} – ${title}`;
}

/**
 * Where a wizard stands (issue 33): the full stepper on a wide screen; on a phone, where seven labels
 * collide and the last steps are cut off, one line "Step 2 of 7 – Owners" over a progress bar.
 * `alternativeLabel` puts the labels under the icons (the signup wizard's look).
 */
export function WizardProgress({
  steps,
  activeIndex,
  label,
  alternativeLabel = false,
}: {
  steps: readonly WizardProgressStep[];
  activeIndex: number;
  label: string;
  alternativeLabel?: boolean;
}) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const active = steps[activeIndex];
  if (compact && active) {
    return (
      <Box sx={{ mb: 3 }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{compactStepText(activeIndex, steps.length, active.title)}</Typography>
        <LinearProgress variant="determinate" value={((activeIndex + 1) / steps.length) * 100} aria-label={label} />
      </Box>
    );
  }
  return (
    <Stepper activeStep={activeIndex} alternativeLabel={alternativeLabel} aria-label={label} sx={{ mb: 3, overflowX: 'auto', pb: 1 }}>
      {steps.map((item, position) => (
        <Step key={item.key} completed={position < activeIndex || item.completed === true}>
          <StepLabel>{item.title}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
