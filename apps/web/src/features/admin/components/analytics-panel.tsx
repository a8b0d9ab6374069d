import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AnalyticDailyCount } from '@app/shared/platform/analytic-events';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useDailyAnalytics } from '../api/get-daily-analytics';

const DAYS = 30;

/** Each event's total over the period, most sent first. */
function totalsByEvent(rows: readonly AnalyticDailyCount[]): { eventName: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.eventName, (totals.get(row.eventName) ?? 0) + row.count);
  return [...totals]
    .map(([eventName, count]) => ({ eventName, count }))
    .sort((a, b) => b.count - a.count || a.eventName.localeCompare(b.eventName));
}

/**
 * The UI events of the last 30 days (spec 000 §7, 001 §2; names in docs/api.md): totals per event as a
 * chart, and the count per event and day (UTC) as a table.
 */
export function AnalyticsPanel() {
  const daily = useDailyAnalytics(DAYS);
  const totals = totalsByEvent(daily.data ?? []);
  return (
    <Box component="section" aria-labelledby="analytics-heading" sx={{ mt: 4 }}>
      <Typography id="analytics-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        UI events, last {DAYS} days
      </Typography>
      {daily.isError && <Alert severity="error">The event counts could not be loaded. Reload the page to try again.</Alert>}
      {daily.isPending && <BlockSkeleton label="Loading event counts" variant="rectangular" height={240} />}
      {daily.data && totals.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <BarChart
            height={Math.max(160, totals.length * 36)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: totals.map((total) => total.eventName), width: 200 }]}
            series={[{ data: totals.map((total) => total.count), label: 'Events' }]}
            hideLegend
          />
        </Paper>
      )}
      {daily.data && (
        <TableScrollRegion label="UI events per day" outlined sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label="UI events per day">
            <TableHead>
              <TableRow>
                <TableCell>Day (UTC)</TableCell>
                <TableCell>Event</TableCell>
                <TableCell align="right">Count</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {daily.data.length === 0 && (
                <EmptyTableRow colSpan={3}>No UI events in the last {DAYS} days: they appear here as people use the product.</EmptyTableRow>
              )}
              {daily.data.map((row) => (
                <TableRow key={`${row.day} ${row.eventName}`}>
                  <TableCell>{formatDisplayDate(row.day)}</TableCell>
                  <TableCell>{row.eventName}</TableCell>
                  <TableCell align="right">{row.count.toLocaleString('en-US')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      )}
    </Box>
  );
}
