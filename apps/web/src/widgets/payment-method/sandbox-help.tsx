import Typography from '@mui/material/Typography';

const CARD_HELP =
  'Sandbox mode, no real charge: 4111 1111 1111 1111 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (American Express) and 6011 1111 1111 1117 (Discover) work; 4000 1111 1111 1115 is declined when saved; 4000 0000 0000 0002 is saved but every charge is declined; JCB 3530 1113 3330 0000 is not an accepted card. Use any future expiration date, any CVV and a 5-digit zip code.';
const BANK_HELP =
  'Sandbox mode, no real debit: routing number 011000015 with account number 1000000000 is verified; account number 1000000008 fails verification.';

/** The sandbox gateway's test values, as help text under its forms (shown in sandbox mode only). */
export function SandboxHelp({ kind }: { kind: 'card' | 'bank' }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {kind === 'card' ? CARD_HELP : BANK_HELP}
    </Typography>
  );
}
