import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';

/** The back link of the employee sub-pages. */
export function BackToEmployeesLink() {
  return (
    <Link component={RouterLink} to="/employees" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5, fontWeight: 500 }}>
      <ArrowBack aria-hidden fontSize="small" />
      Back to My Employees
    </Link>
  );
}
