import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  ATTESTATION_COLUMNS,
  ATTESTATION_PAGE_SIZE,
  type AttestationColumn,
  type AttestationPage,
  type AttestationRow,
} from '@app/shared/clients/attestations';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { StatusDot } from '../../../components/status-dot';
import { FORM_STATUS_COLOR, TRUNCATE_AT, VENDOR_NUMBER_TRUNCATE_AT, type ColumnVisibility } from '../utils/attestation-cells';
import { MoreValuesCell } from './more-values-cell';
import { TruncatedText } from './truncated-text';
import { ListPagination } from '../../../components/list-pagination';
import { useRowLink } from '../../../lib/use-row-link';

/** The client's vendor page of a row's vendor group (built with the client vendor screens). */
const vendorPath = (covgId: number) => `/client/manage/vendors/${covgId}`;

function Cell({ row, column }: { row: AttestationRow; column: AttestationColumn }) {
  switch (column) {
    case 'vendorNumbers':
      return <MoreValuesCell values={row.vendorNumbers} max={VENDOR_NUMBER_TRUNCATE_AT} label="Vendor numbers" />;
    case 'businessNames': {
      const [name, ...others] = row.businessNames;
      return (
        <>
          <Link component={RouterLink} to={vendorPath(row.covgId)}>
            <TruncatedText text={name ?? `Vendor group ${row.covgId}`} max={TRUNCATE_AT} />
          </Link>
          {others.length > 0 && <MoreValuesCell values={others} max={TRUNCATE_AT} label="Other business names" />}
        </>
      );
    }
    case 'complianceStatuses':
      // A status is never cut (issue 30): "Not Compliant - Owner Excluded" wraps between words instead.
      return <MoreValuesCell values={row.complianceStatuses} max={Number.POSITIVE_INFINITY} label="Compliance Status" />;
    case 'tins':
    case 'managedBy':
      return (
        <MoreValuesCell
          values={row[column]}
          max={TRUNCATE_AT}
          label={ATTESTATION_COLUMNS.find((c) => c.value === column)?.text ?? column}
        />
      );
    case 'formName':
      return <TruncatedText text={row.formName} max={TRUNCATE_AT} />;
    case 'status':
      return <StatusDot color={FORM_STATUS_COLOR[row.status]} label={row.status} />;
    case 'nextCompletionDate':
    case 'lastCompletionDate':
      return (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {row[column] ? formatDisplayDate(row[column]) : '—'}
        </Box>
      );
  }
}

/** The paged attestation table (25 a page, zero-based) with the visible columns only; a row opens its vendor. */
export function AttestationsTable({
  data,
  loading,
  visibility,
  page,
  onPageChange,
}: {
  data: AttestationPage | undefined;
  loading: boolean;
  visibility: ColumnVisibility;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const columns = ATTESTATION_COLUMNS.filter((column) => visibility[column.value]);
  const rowLink = useRowLink();
  return (
    <Paper variant="outlined">
      <TableScrollRegion label="Attestations">
        <Table size="small" aria-label="Attestations" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.value} scope="col" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column.text}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading &&
              !data &&
              Array.from({ length: 5 }, (_, index) => (
                <TableRow key={index}>
                  {columns.map((column) => (
                    <TableCell key={column.value}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {data?.content.length === 0 && (
              <EmptyTableRow colSpan={Math.max(columns.length, 1)}>No attestations match these filters.</EmptyTableRow>
            )}
            {data?.content.map((row) => (
              <TableRow key={`${row.covgId}-${row.formName}`} hover {...rowLink(vendorPath(row.covgId))}>
                {columns.map((column) => (
                  <TableCell key={column.value}>
                    <Cell row={row} column={column.value} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScrollRegion>
      <ListPagination
        count={data?.total ?? 0}
        page={page}
        onPageChange={onPageChange}
        rowsPerPage={ATTESTATION_PAGE_SIZE}
        rowsPerPageOptions={[ATTESTATION_PAGE_SIZE]}
      />
    </Paper>
  );
}
