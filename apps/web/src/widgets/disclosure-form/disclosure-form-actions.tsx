import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RefusalReason } from '../../components/refusal-reason';

interface FormAction {
  label: string;
  onClick: () => void;
}

/** Why the buttons do not answer while a save is under way, written under them. */
const SAVING_REASON = 'Saving your answers…';

/**
 * The one button row of every disclosure form (the to-do page in each status, and the disclosure
 * dialog): right-aligned under the form, Cancel first, then the other way out (Save and Finish Later),
 * then the main action last. While saving, every button refuses and the row says why.
 */
export function DisclosureFormActions({
  cancel,
  secondary,
  primary,
  busy = false,
}: {
  cancel?: FormAction;
  secondary?: FormAction;
  primary: FormAction;
  busy?: boolean;
}) {
  const reasonId = useId();
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        {cancel && (
          <Button onClick={cancel.onClick} disabled={busy}>
            {cancel.label}
          </Button>
        )}
        {secondary && (
          <Button variant="outlined" onClick={secondary.onClick} disabled={busy}>
            {secondary.label}
          </Button>
        )}
        <Button variant="contained" onClick={primary.onClick} disabled={busy} aria-describedby={busy ? reasonId : undefined}>
          {primary.label}
        </Button>
      </Box>
      {busy && (
        <RefusalReason id={reasonId}>
          <span role="status">{SAVING_REASON}</span>
        </RefusalReason>
      )}
    </Box>
  );
}
