import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OnboardingStats } from '@app/shared/onboarding/onboarding';
import { AGE_BUCKET_LABELS, AGING_STAGES, ONBOARDING_STATUS_LABEL } from '@app/shared/onboarding/onboarding-rules';

/** One colour per stage, each with at least 3:1 contrast on white (the bars are the only marks). */
const STAGE_COLORS = ['#5e35b1', '#b26a00', '#c62828', '#0277bd'] as const;

/** The count of each stage in each age bucket, zero where the server sent no entry. */
export function agingSeries(stats: OnboardingStats['agingStats']) {
  return AGING_STAGES.map((stage, index) => ({
    stage: ONBOARDING_STATUS_LABEL[stage],
    color: STAGE_COLORS[index % STAGE_COLORS.length]!,
    data: AGE_BUCKET_LABELS.map((_, bucket) => stats.find((entry) => entry.ageBucket === bucket && entry.stage === stage)?.count ?? 0),
  }));
}

/** The aging bar chart (spec 002 §2): vendors still onboarding per age bucket, stacked by stage. */
export function AgingChart({ stats }: { stats: OnboardingStats['agingStats'] }) {
  const series = agingSeries(stats);
  const summary = AGE_BUCKET_LABELS.map(
    (label, bucket) => `${label}: ${series.map((s) => `${s.stage} ${s.data[bucket]}`).join(', ')}`,
  ).join('; ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="aging-heading" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="aging-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Onboarding aging
      </Typography>
      {/* No fixed height: on a phone the legend wraps onto more lines, and the box grows so the axis stays in the card. */}
      <Box role="img" aria-label={`Bar chart of vendors onboarding by age. ${summary}`}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: [...AGE_BUCKET_LABELS], tickLabelStyle: { fontSize: 11 } }]}
          series={series.map((s) => ({ data: s.data, label: s.stage, stack: 'stages', color: s.color }))}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
        />
      </Box>
    </Paper>
  );
}
