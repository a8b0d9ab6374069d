import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INCLUDE_OPTIONS, INVOICE_PAGE_SIZES, LINK_OPTIONS, type InvoiceRow, type InvoiceSortField } from '@app/shared/invoices/invoices';
import { formatCents } from '@app/shared/payments/pricing';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDisplayDate } from '../../../components/format-display-date';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useAnnualSpend, useInvoices } from '../api/get-invoices';
import { useDraft, useUrlState } from '../../../lib/use-url-state';
import { DEFAULT_INVOICE_FILTERS, INVOICE_LIST_PARAMS, invoiceQuery, type InvoiceFilters } from '../invoice-filters';
import { ListPagination } from '../../../components/list-pagination';

/** The spec's columns (spec 002 §2), each sortable on the server. */
const COLUMNS: ReadonlyArray<[InvoiceSortField, string]> = [
  ['clientId', 'Client ID'],
  ['facility', 'Facility'],
  ['accountName', 'Account Name'],
  ['vendorNumber', 'Vendor Number'],
  ['covId', 'COV ID'],
  ['invoiceNumber', 'Invoice Number'],
  ['invoiceDate', 'Invoice Date'],
  ['paymentDate', 'Payment Date'],
  ['paymentDueDate', 'Payment Due Date'],
  ['paymentStatus', 'Payment Status'],
  ['includeInAnnualSpend', 'Include in Annual Spend'],
  ['amount', 'Payment Amount'],
];

const TEXT_FILTERS: ReadonlyArray<[keyof InvoiceFilters, string]> = [
  ['vendorNumber', 'Vendor Number'],
  ['covId', 'COV ID'],
  ['covgId', 'COVG ID'],
  ['signupCode', 'Signup Code'],
];

function OptionSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      id={props.id}
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as T)}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
    >
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The annual spend of the filtered vendor number, and per COV with that number its own and its group's. */
function AnnualSpendSummary({ vendorNumber }: { vendorNumber: string }) {
  const spend = useAnnualSpend(vendorNumber);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="annual-spend-heading" sx={{ p: 2, mb: 2 }}>
      <Typography id="annual-spend-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
        Annual spend of vendor number {vendorNumber}
      </Typography>
      {spend.isPending && <BlockSkeleton label="Loading annual spend" variant="text" width={240} />}
      {spend.isError && <Alert severity="error">Couldn&apos;t load the annual spend.</Alert>}
      {spend.data && (
        <>
          <Typography sx={{ mb: 1 }}>
            Annual Spend: <strong>{formatCents(spend.data.annualSpend)}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Included invoices paid in the last 365 days.
          </Typography>
          {spend.data.covs.length === 0 ? (
            <Typography variant="body2">No COV has this vendor number.</Typography>
          ) : (
            <TableScrollRegion label="Annual spend per COV">
              <Table size="small" aria-label="Annual spend per COV">
                <TableHead>
                  <TableRow>
                    <TableCell>COV ID</TableCell>
                    <TableCell align="right">Annual Spend</TableCell>
                    <TableCell align="right">Group Annual Spend</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {spend.data.covs.map((cov) => (
                    <TableRow key={cov.id}>
                      <TableCell>{cov.id}</TableCell>
                      <TableCell align="right">{formatCents(cov.annualSpend)}</TableCell>
                      <TableCell align="right">{formatCents(cov.groupAnnualSpend)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScrollRegion>
          )}
        </>
      )}
    </Paper>
  );
}

function InvoiceTableRow({ invoice, onFilter }: { invoice: InvoiceRow; onFilter: (change: Partial<InvoiceFilters>) => void }) {
  return (
    <TableRow>
      <TableCell>{invoice.clientId}</TableCell>
      <TableCell>{invoice.facility}</TableCell>
      <TableCell>{invoice.accountName ?? ''}</TableCell>
      <TableCell>
        <Link
          component="button"
          type="button"
          aria-label={`Filter by vendor number ${invoice.vendorNumber}`}
          onClick={() => onFilter({ vendorNumber: invoice.vendorNumber })}
        >
          {invoice.vendorNumber}
        </Link>
      </TableCell>
      <TableCell>
        {invoice.covId !== null && (
          <Link
            component="button"
            type="button"
            aria-label={`Filter by COV ID ${invoice.covId}`}
            onClick={() => onFilter({ covId: String(invoice.covId) })}
          >
            {invoice.covId}
          </Link>
        )}
      </TableCell>
      <TableCell>{invoice.invoiceNumber}</TableCell>
      <TableCell>{formatDisplayDate(invoice.invoiceDate)}</TableCell>
      <TableCell>{formatDisplayDate(invoice.paymentDate)}</TableCell>
      <TableCell>{formatDisplayDate(invoice.paymentDueDate)}</TableCell>
      <TableCell>{invoice.paymentStatus ?? ''}</TableCell>
      <TableCell>{invoice.includeInAnnualSpend ? 'Yes' : 'No'}</TableCell>
      <TableCell align="right">{formatCents(invoice.amount)}</TableCell>
    </TableRow>
  );
}

/**
 * Invoices tab (spec 002 §2, §7, §9): the clients' imported invoices, filtered by vendor number, COV,
 * COVG, signup code, link and include-in-annual-spend options (Included by default), sorted and paged
 * on the server. Clicking a COV ID or vendor number sets that filter; a vendor number filter also shows
 * its annual spend. Amounts come in cents and show as dollars.
 */
export default function InvoicesPanel() {
  const [state, setState] = useUrlState(INVOICE_LIST_PARAMS);
  const { page, size, sortBy, sortDesc, ...filters } = state;
  const sort = { sortBy, sortDesc };
  const [draft, setDraft] = useDraft<InvoiceFilters>(filters);
  const query = invoiceQuery(filters, { page, size, ...sort });
  const invoices = useInvoices(query);

  const apply = (next: InvoiceFilters) => {
    setDraft(next);
    setState({ ...next, page: 0 });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const sortOn = (field: InvoiceSortField) => setState({ sortBy: field, sortDesc: sortBy === field ? !sortDesc : false, page: 0 });

  return (
    <Box component="section" aria-labelledby="invoices-heading">
      <Typography id="invoices-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Invoices
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        aria-label="Invoice filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}
      >
        {TEXT_FILTERS.map(([field, label]) => (
          <TextField
            key={field}
            id={`invoice-filter-${field}`}
            size="small"
            label={label}
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
        ))}
        <OptionSelect
          id="invoice-filter-link"
          label="Linked"
          value={draft.linkOption}
          options={LINK_OPTIONS}
          onChange={(linkOption) => apply({ ...draft, linkOption })}
        />
        <OptionSelect
          id="invoice-filter-include"
          label="Include in Annual Spend"
          value={draft.includeInAnnualSpendOption}
          options={INCLUDE_OPTIONS}
          onChange={(includeInAnnualSpendOption) => apply({ ...draft, includeInAnnualSpendOption })}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button type="button" variant="outlined" onClick={() => apply(DEFAULT_INVOICE_FILTERS)}>
          Reset
        </Button>
      </Box>
      {query.vendorNumber && <AnnualSpendSummary vendorNumber={query.vendorNumber} />}
      {invoices.isError && <Alert severity="error">Couldn&apos;t load the invoices.</Alert>}
      {invoices.isPending && <BlockSkeleton label="Loading invoices" variant="rectangular" height={240} />}
      {invoices.data && (
        <Paper variant="outlined">
          {invoices.isFetching && <LinearProgress aria-label="Refreshing invoices" />}
          <TableScrollRegion label="Invoices" sx={{ maxHeight: 640 }}>
            <Table size="small" stickyHeader aria-label="Invoices" sx={{ minWidth: 1400 }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map(([field, label]) => (
                    <TableCell
                      key={field}
                      align={field === 'amount' ? 'right' : 'left'}
                      sortDirection={sort.sortBy === field ? (sort.sortDesc ? 'desc' : 'asc') : false}
                    >
                      <TableSortLabel
                        active={sort.sortBy === field}
                        direction={sort.sortBy === field && sort.sortDesc ? 'desc' : 'asc'}
                        onClick={() => sortOn(field)}
                      >
                        {label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {invoices.data.content.map((invoice) => (
                  <InvoiceTableRow key={invoice.id} invoice={invoice} onFilter={(change) => apply({ ...filters, ...change })} />
                ))}
                {invoices.data.content.length === 0 && (
                  <EmptyTableRow colSpan={COLUMNS.length}>No invoices match these filters.</EmptyTableRow>
                )}
              </TableBody>
            </Table>
          </TableScrollRegion>
          <ListPagination
            count={invoices.data.total}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={INVOICE_PAGE_SIZES}
            onPageChange={(next) => setState({ page: next })}
            onRowsPerPageChange={(rowsPerPage) => setState({ size: rowsPerPage, page: 0 })}
          />
        </Paper>
      )}
    </Box>
  );
}
