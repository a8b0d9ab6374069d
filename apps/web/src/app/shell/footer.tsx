import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TERMS_PAGE_HREF } from '../../lib/links';
import { PRODUCT_NAME } from '../routes';

/** Footer: privacy-policy and terms-of-service links (both to the client terms page) and the copyright line. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 2,
        px: { xs: 2, md: 3 },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Typography>
      <Box component="nav" aria-label="Legal" sx={{ display: 'flex', gap: 3 }}>
        <Link href={TERMS_PAGE_HREF} variant="body2">
          Privacy Policy
        </Link>
        <Link href={TERMS_PAGE_HREF} variant="body2">
          Terms of Service
        </Link>
      </Box>
    </Box>
  );
}
