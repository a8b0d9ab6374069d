import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

const CARDS = ['customers', 'todos', 'matches'] as const;

/**
 * The dashboard before its first data: the three cards, each with a heading and four two-line items (a
 * card shows four at most), in the grid they take. The banners above the cards depend on that data, so the
 * page shows this instead of drawing the cards and then pushing them down (layout shift, issue 20).
 */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      <Grid container spacing={3} aria-hidden>
        {CARDS.map((card) => (
          <Grid key={card} size={{ xs: 12, md: 6 }}>
            <Card>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40, mb: 1 }}>
                  <Skeleton variant="text" width="40%" sx={{ typography: 'h2' }} />
                </Box>
                {[0, 1, 2, 3].map((item) => (
                  <Box key={item} sx={{ py: 1 }}>
                    <Skeleton variant="text" width="70%" />
                    <Skeleton variant="text" width="45%" />
                  </Box>
                ))}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
