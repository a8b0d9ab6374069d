import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Job } from '@app/shared/jobs/jobs';

/** Work done of the total: a bar while the job runs, the counts once it is over. */
export function JobProgress({ job }: { job: Job }) {
  if (job.totalWork === null || job.workCompleted === null) return null;
  const counts = `${job.workCompleted.toLocaleString('en-US')} / ${job.totalWork.toLocaleString('en-US')}`;
  if (job.status !== 'ACTIVE') return <Typography variant="body2">{counts}</Typography>;
  const percent = job.totalWork > 0 ? Math.min(100, (job.workCompleted / job.totalWork) * 100) : 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={`${job.description}: ${counts} done`} />
      <Typography variant="caption">{counts}</Typography>
    </Box>
  );
}
