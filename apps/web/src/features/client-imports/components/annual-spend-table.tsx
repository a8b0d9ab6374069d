import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLIENT_SPEND_PAGE_SIZES } from '@app/shared/client-imports/client-imports';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { urlParam, useUrlState } from '../../../lib/use-url-state';
import { useClientAnnualSpend } from '../api/client-imports';
import { formatCents } from '@app/shared/payments/pricing';
import { ListPagination } from '../../../components/list-pagination';

/** The table's page in the address, named for it: the import page around it has its own state. */
const SPEND_LIST_PARAMS = {
  spendPage: urlParam.int(0),
  spendSize: urlParam.oneOf<number>(CLIENT_SPEND_PAGE_SIZES, CLIENT_SPEND_PAGE_SIZES[0]),
};

/** Annual Spend: what the client paid each vendor number in the last 365 days (its imported invoices), largest first. */
export function AnnualSpendTable() {
  const [{ spendPage: page, spendSize: size }, setState] = useUrlState(SPEND_LIST_PARAMS);
  const spend = useClientAnnualSpend(page, size);
  return (
    <section aria-labelledby="annual-spend-heading">
      <Typography id="annual-spend-heading" variant="h2" component="h2" sx={{ mt: 4, mb: 1 }}>
        Annual Spend
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Invoices paid in the last 365 days, per vendor number, from your invoice imports.
      </Typography>
      {spend.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
      {spend.isPending && <BlockSkeleton label="Loading annual spend" variant="rounded" height={120} />}
      {spend.data && (
        <Paper variant="outlined">
          <TableScrollRegion label="Annual spend">
            <Table size="small" aria-label="Annual spend per vendor">
              <TableHead>
                <TableRow>
                  <TableCell>Vendor Number</TableCell>
                  <TableCell>Vendor</TableCell>
                  <TableCell align="right">Invoices</TableCell>
                  <TableCell align="right">Annual Spend</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {spend.data.content.length === 0 && <EmptyTableRow colSpan={4}>No invoices imported yet.</EmptyTableRow>}
                {spend.data.content.map((row) => (
                  <TableRow key={row.vendorNumber}>
                    <TableCell>{row.vendorNumber}</TableCell>
                    <TableCell>{row.legalName ?? 'No vendor with this number yet'}</TableCell>
                    <TableCell align="right">{row.invoiceCount}</TableCell>
                    <TableCell align="right">{formatCents(row.annualSpend)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScrollRegion>
          <ListPagination
            count={spend.data.total}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={CLIENT_SPEND_PAGE_SIZES}
            onPageChange={(next) => setState({ spendPage: next })}
            onRowsPerPageChange={(rowsPerPage) => setState({ spendSize: rowsPerPage, spendPage: 0 })}
          />
        </Paper>
      )}
    </section>
  );
}
