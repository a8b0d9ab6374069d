import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';

/** Back to the account page's Owners tab (spec 001 §2 Owner detail: back goes to the owners section). */
export function BackToOwnersLink() {
  return (
    <Link
      component={RouterLink}
      to={{ pathname: '/account', hash: 'owners' }}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5, fontWeight: 500 }}
    >
      <ArrowBack aria-hidden fontSize="small" />
      Back to Owners
    </Link>
  );
}
