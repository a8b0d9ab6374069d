import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { complianceFilterOf } from '@app/shared/client/vendor-list';
import type { ClientDashboard } from '@app/shared/client/dashboard';
import { complianceColor } from '../../../components/compliance-status-dot';

const COLORS = { success: '#2e7d32', warning: '#b26a00', error: '#c62828', info: '#0277bd' } as const;
const shortLabel = (status: string) => status.replace('Not Compliant - ', '');

/** The vendors per compliance status: one card per status linking to the filtered vendor list, and a bar chart. */
export function ComplianceOverview({ counts, total }: { counts: ClientDashboard['complianceCounts']; total: number }) {
  const summary = counts.map((c) => `${c.status}: ${c.count}`).join(', ');
  return (
    <Box component="section" aria-labelledby="compliance-heading" sx={{ mb: 4 }}>
      <Typography id="compliance-heading" variant="h2" sx={{ mb: 2 }}>
        Vendor compliance ({total} vendors)
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' } }}>
        {counts.map((item) => (
          <Card key={item.status} variant="outlined" sx={{ borderTop: 4, borderTopColor: `${complianceColor(item.status)}.main` }}>
            <CardActionArea
              component={RouterLink}
              to={`/client/manage/vendors?complianceStatus=${complianceFilterOf(item.status)}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="h3" component="p" sx={{ fontSize: '1.75rem' }}>
                  {item.count}
                </Typography>
                <Typography variant="body2">{item.status}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Box role="img" aria-label={`Bar chart of vendors by compliance status. ${summary}`} sx={{ mt: 2, height: 260 }}>
        <BarChart
          height={260}
          layout="horizontal"
          yAxis={[
            {
              scaleType: 'band',
              data: counts.map((c) => shortLabel(c.status)),
              width: 130,
              // One colour per bar, by its status: `colors` would colour the one series, so every bar alike.
              colorMap: {
                type: 'ordinal',
                values: counts.map((c) => shortLabel(c.status)),
                colors: counts.map((c) => COLORS[complianceColor(c.status)]),
              },
            },
          ]}
          series={[{ data: counts.map((c) => c.count), label: 'Vendors' }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
