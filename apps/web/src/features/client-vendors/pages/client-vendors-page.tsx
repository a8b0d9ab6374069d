import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { PageHeader } from '../../../components/page-header';
import { SlowWorkBar } from '../../../components/slow-work-bar';
import { useNotify } from '../../../components/notifications/notification-context';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { useClientVendors } from '../api/client-vendor-queries';
import { useExportVendors } from '../api/export-vendors';
import { VendorFilters } from '../components/vendor-filters';
import { VendorGrid } from '../components/vendor-grid';
import { readListState, toQuery, writeListState, type VendorListState } from '../utils/vendor-list-params';

const EXPORT_FAILED = 'Error downloading CSV';

/** /client/manage/vendors: every vendor of the client with its compliance; filters, page and sort live in the address. */
export default function ClientVendorsPage({ title = 'Vendors' }: { title?: string }) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const query = toQuery(state);
  const vendors = useClientVendors(query);
  const exporter = useExportVendors();
  const { notify } = useNotify();
  // Typing in the search replaces the entry; a page, sort or filter choice adds one, so Back returns to it.
  const change = (next: Partial<VendorListState>) => {
    const written = new URLSearchParams(writeListState({ ...state, ...next }));
    if (written.toString() !== new URLSearchParams(writeListState(state)).toString()) setParams(written, { replace: 'search' in next });
  };
  return (
    <>
      <PageHeader title={title} subtitle="Every vendor you pay, with its compliance status. Open one to review its evidence." />
      <VendorFilters
        state={state}
        onChange={change}
        onReset={() => setParams({}, { replace: true })}
        exporting={exporter.isPending}
        onExport={() =>
          exporter.mutate(
            { search: query.search, complianceStatus: query.complianceStatus, facilityId: query.facilityId, enrollment: query.enrollment },
            {
              onSuccess: (filename) =>
                notify({ text: `${filename} was downloaded, with every vendor that matches your filters.`, mode: 'success' }),
              onError: () => notify({ text: EXPORT_FAILED, mode: 'error' }),
            },
          )
        }
      />
      <SlowWorkBar active={exporter.isPending} label="Preparing the vendor export" />
      {vendors.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void vendors.refetch()}>
              Try again
            </Button>
          }
        >
          {LOAD_FAILED_MESSAGE}
        </Alert>
      )}
      {vendors.isPending ? (
        <BlockSkeleton label="Loading vendors" variant="rounded" height={480} />
      ) : (
        <VendorGrid
          rows={vendors.data?.content ?? []}
          total={vendors.data?.total ?? 0}
          loading={vendors.isFetching}
          state={state}
          onChange={change}
        />
      )}
    </>
  );
}
