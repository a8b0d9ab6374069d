import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import type { WizardStepProps } from '../../../components/wizard-step';

/** Placeholder until the step is built (issue 7); replaced by the owning feature's work. */
export default function W9Step({ onValidityChange }: WizardStepProps) {
  useEffect(() => onValidityChange(null), [onValidityChange]);
  return <Typography color="text.secondary">W-9</Typography>;
}
