import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardSkeleton } from '../../../components/loading-skeletons';

/** A dashboard card: a heading with an optional action, its list (or a loading/error state) and a footer. */
export function HomeCard({
  title,
  action,
  loading,
  error,
  footer,
  children,
}: {
  title: string;
  action?: ReactNode;
  loading: boolean;
  error?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, minHeight: 40 }}>
          <Typography id={headingId} variant="h2" component="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {loading && <CardSkeleton label={`Loading ${title}`} heading={false} lines={3} />}
        {error && <Alert severity="error">{error}</Alert>}
        {!loading && !error && children}
      </CardContent>
      {footer && <Box sx={{ px: 2, pb: 2 }}>{footer}</Box>}
    </Card>
  );
}
