import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../api/get-current-user';
import { homePath } from '../../../lib/role-home';

/** /error-notfound (public): where an unknown link (e.g. a set-up link with an unknown client tag) ends. */
export default function NotFoundPage({ title = 'Page Not Found' }: { title?: string }) {
  const user = useCurrentUser();
  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ maxWidth: 640, mx: 'auto', py: 6, textAlign: 'center' }}>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ fontSize: '1rem' }}>
        Error 404
      </Typography>
      <Typography id="not-found-title" variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        The page you are looking for does not exist or the link is no longer valid. Check the address, or go back to the home page.
      </Typography>
      <Button component={RouterLink} to={homePath(user)} variant="contained" size="large">
        Go to the Home Page
      </Button>
    </Box>
  );
}
