import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MONITORING_LABELS, requiredFormsText, screeningRunText, type ComplianceReport } from '@app/shared/reports/compliance-report';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { StatusDot } from '../../../components/status-dot';
import { ListsChecked } from '../../../widgets/lists-checked/lists-checked';

const day = (value: string | null) => formatDisplayDate(value) || '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function DataTable({
  label,
  head,
  rows,
  empty,
}: {
  label: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
}) {
  return (
    <TableScrollRegion label={label} outlined>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell} sx={{ fontWeight: 600 }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && <EmptyTableRow colSpan={head.length}>{empty}</EmptyTableRow>}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}

/** The vendor compliance report (issue 8), rendered from the same JSON the PDF is made of. */
export function ComplianceReportView({ report }: { report: ComplianceReport }) {
  const { vendor } = report;
  return (
    <Box component="article" aria-label="Compliance Report">
      <Typography variant="body2" color="text.secondary">
        Generated {formatDisplayDate(report.generatedAt)}
      </Typography>
      <Section title="Vendor">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}>
          {(
            [
              ['Name', vendor.name],
              ['PTID', vendor.ptid],
              ['TIN', vendor.maskedTin ?? '—'],
              ['Address', vendor.address],
            ] as const
          ).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title="Customers">
        <DataTable
          label="Customers"
          head={['Customer', 'Enrolled', 'Compliance', 'Required forms']}
          empty="No customers yet"
          rows={report.customers.map((customer) => [
            customer.customerName,
            customer.enrollmentComplete ? day(customer.enrollmentCompleteDate) : 'Not finished',
            <StatusDot
              key="status"
              color={customer.complianceStatus === 'Compliant' ? 'success' : 'error'}
              label={customer.complianceStatus}
            />,
            requiredFormsText(customer.requiredForms),
          ])}
        />
      </Section>
      <Section title="Monitoring">
        <DataTable
          label="Monitoring"
          head={['Monitored', 'Since', 'Subjects', 'Open matches', 'Confirmed matches']}
          empty="No monitoring yet"
          rows={report.monitoring.map((monitoring) => [
            MONITORING_LABELS[monitoring.type],
            day(monitoring.startDate),
            monitoring.subjectsMonitored,
            monitoring.openMatches,
            monitoring.confirmedMatches,
          ])}
        />
      </Section>
      <Section title="Lists checked">
        <ListsChecked lists={report.lists} />
      </Section>
      <Section title="Last screening run">
        <Typography>
          {report.lastScreeningRun
            ? `${screeningRunText(report.lastScreeningRun.kind)}, finished ${day(report.lastScreeningRun.finishedAt)}, ${report.lastScreeningRun.subjects} subjects`
            : 'No screening run yet'}
        </Typography>
      </Section>
    </Box>
  );
}
