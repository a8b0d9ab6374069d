import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

/** What an admin has to pick before a vendor's or a client's screens can show anything. */
export type ActingTenantKind = 'vendor' | 'client';

const PICKERS: Record<ActingTenantKind, { id: string; label: string }> = {
  vendor: { id: 'selected-vendor', label: 'Selected Vendor' },
  client: { id: 'selected-client', label: 'Selected Client' },
};

/**
 * Shown to an admin acting as a vendor (client) user with no vendor (client) selected, instead of the
 * screen's load errors: it names the picker in the acting-as bar and its button moves the focus there.
 */
export function SelectTenantPrompt({ kind }: { kind: ActingTenantKind }) {
  const picker = PICKERS[kind];
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" onClick={() => document.getElementById(picker.id)?.focus()}>
          Choose a {kind}
        </Button>
      }
    >
      <AlertTitle component="h2">Select a {kind} to act as</AlertTitle>
      Pick one in the {picker.label} box at the top of the page; this page then shows that {kind}&apos;s screens.
    </Alert>
  );
}
