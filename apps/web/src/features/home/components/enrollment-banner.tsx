import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { Customer } from '@app/shared/customers/customer';

/** The signup wizard of a customer (vendorSignup route, spec 001 §2). */
const vendorSignupPath = (signupCode: string) => `/vendor-signup/signupCode/${encodeURIComponent(signupCode)}`;

/**
 * The enrolment banner (spec 000 §2 Home): with one unfinished enrolment its button goes straight to
 * that customer's signup; with several a menu lists them by customer name.
 */
export function EnrollmentBanner({ customers }: { customers: readonly Customer[] }) {
  const unfinished = customers.filter((customer) => !customer.enrollmentComplete && customer.signupCode);
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [only] = unfinished;
  if (!only) return null;

  const action =
    unfinished.length === 1 ? (
      <Button component={RouterLink} to={vendorSignupPath(only.signupCode!)} variant="contained">
        Complete Enrollment
      </Button>
    ) : (
      <>
        <Button
          id={buttonId}
          variant="contained"
          color="info"
          endIcon={<ArrowDropDown aria-hidden />}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Complete Enrollment
        </Button>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-labelledby': buttonId } }}
        >
          {unfinished.map((customer) => (
            <MenuItem
              key={customer.customerId}
              component={RouterLink}
              to={vendorSignupPath(customer.signupCode!)}
              onClick={() => setAnchor(null)}
            >
              {customer.customerName}
            </MenuItem>
          ))}
        </Menu>
      </>
    );

  return (
    <Alert severity="info" sx={{ mb: 3, alignItems: 'center' }} action={action}>
      <AlertTitle>Finish your enrollment</AlertTitle>
      {unfinished.length === 1
        ? `Your enrollment with ${only.customerName} is not complete yet.`
        : `Your enrollment with ${unfinished.length} customers is not complete yet.`}
    </Alert>
  );
}
