import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';
import type { OnboardingStats } from '@app/shared/onboarding/onboarding';

/** A share of the vendors onboarding as a whole percent (0 when there are none). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

function Ring({ label, part, total }: { label: string; part: number; total: number }) {
  const percent = percentOf(part, total);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Box role="img" aria-label={`${label}: ${percent}% (${part} of ${total})`}>
        <Gauge width={110} height={110} value={percent} innerRadius="72%" text={`${percent}%`} aria-hidden />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {part} of {total}
      </Typography>
    </Box>
  );
}

/** 'Average Days to Onboard' (ideal 3 to 7 days) and the Enrolled and Completed rings (spec 002 §2). */
export function OnboardingRates({ stats }: { stats: OnboardingStats }) {
  const average = stats.averageDaysToCompleteOnboarding;
  return (
    <Paper variant="outlined" component="section" aria-label="Onboarding rates" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        Average Days to Onboard
      </Typography>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 600 }}>
        {average === null ? '—' : `${Math.round(average * 10) / 10} days`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {average === null ? 'No vendor has completed onboarding yet. ' : ''}Ideal is 3 to 7 days.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-around', flexWrap: 'wrap', gap: 2 }}>
        <Ring label="Enrolled" part={stats.enrolled} total={stats.totalOnboarding} />
        <Ring label="Completed" part={stats.complete} total={stats.totalOnboarding} />
      </Box>
    </Paper>
  );
}
