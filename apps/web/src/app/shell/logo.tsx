import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { PRODUCT_NAME } from '../routes';

/** The product mark, linking to the user's home (the guard forwards '/' to it). */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${PRODUCT_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: '1.2rem',
        letterSpacing: '0.01em',
        mr: 3,
      }}
    >
      <VerifiedUser aria-hidden />
      {PRODUCT_NAME}
    </Box>
  );
}
