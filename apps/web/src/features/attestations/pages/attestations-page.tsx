import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import type { AttestationColumn } from '@app/shared/clients/attestations';
import { PageHeader } from '../../../components/page-header';
import { SlowWorkBar } from '../../../components/slow-work-bar';
import { useDraft, useUrlState } from '../../../lib/use-url-state';
import { useNotify } from '../../../components/notifications/notification-context';
import { useColumnPreference, useSaveColumnPreference } from '../api/column-preference';
import { useDownloadAttestationsCsv } from '../api/download-attestations-csv';
import { useAttestations } from '../api/get-attestations';
import { AttestationFiltersForm } from '../components/attestation-filters-form';
import { AttestationsTable } from '../components/attestations-table';
import { ColumnMenu } from '../components/column-menu';
import { columnVisibilityFrom, columnVisibilityValue } from '../utils/attestation-cells';
import { ATTESTATION_LIST_PARAMS, EMPTY_FILTERS, attestationFilterQuery, type AttestationFilterValues } from '../utils/attestation-filters';

/** 'Error downloading CSV' (spec 002 §8). */
const CSV_FAILED_MESSAGE = 'Error downloading CSV';
/** The spec names no text for a refused column preference. */
const COLUMNS_NOT_SAVED_MESSAGE = 'Your column choice could not be saved. Please try again.';
/** Export waits this long when the column menu is open, so the menu has closed first (spec 002 §9). */
const EXPORT_DELAY_WITH_MENU_MS = 500;

/**
 * /client/attestations ('My Attestations', 'Compliance Overview', spec 002 §2): the client's forms across
 * its vendors, filtered by TIN, compliance status, next due month, form status and form name, 25 a
 * page; Export as CSV with the same filters; columns shown or hidden, kept as a user preference.
 */
export default function AttestationsPage() {
  const { notify } = useNotify();
  const [{ page, ...searched }, setState] = useUrlState(ATTESTATION_LIST_PARAMS);
  const [draft, setDraft] = useDraft<AttestationFilterValues>(searched);
  const applied = attestationFilterQuery(searched);
  const [menuOpen, setMenuOpen] = useState(false);
  const attestations = useAttestations(applied, page);
  const preference = useColumnPreference();
  const savePreference = useSaveColumnPreference();
  const download = useDownloadAttestationsCsv();
  const visibility = columnVisibilityFrom(preference.data?.value);

  const search = (values: AttestationFilterValues) => setState({ ...values, page: 0 });
  const toggleColumn = (column: AttestationColumn) => {
    savePreference.mutate(columnVisibilityValue({ ...visibility, [column]: !visibility[column] }), {
      onError: () => notify({ text: COLUMNS_NOT_SAVED_MESSAGE, mode: 'error' }),
    });
  };
  const exportCsv = async () => {
    if (menuOpen) {
      setMenuOpen(false);
      await new Promise((resolve) => setTimeout(resolve, EXPORT_DELAY_WITH_MENU_MS));
    }
    try {
      const filename = await download.mutateAsync(attestationFilterQuery(draft));
      notify({ text: `${filename} was downloaded, with every attestation that matches your filters.`, mode: 'success' });
    } catch (error) {
      console.error('Attestation CSV export failed', error);
      notify({ text: CSV_FAILED_MESSAGE, mode: 'error' });
    }
  };

  return (
    <>
      <PageHeader title="My Attestations" subtitle="Compliance Overview" />
      <AttestationFiltersForm
        values={draft}
        onChange={setDraft}
        onSearch={() => search(draft)}
        onReset={() => {
          setDraft(EMPTY_FILTERS);
          search(EMPTY_FILTERS);
        }}
        actions={
          <>
            <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={download.isPending}>
              Export as CSV
            </Button>
            <ColumnMenu open={menuOpen} onOpenChange={setMenuOpen} visibility={visibility} onToggle={toggleColumn} />
          </>
        }
      />
      <SlowWorkBar active={download.isPending} label="Preparing the CSV export" />
      {attestations.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error loading attestations, please try again.
        </Alert>
      )}
      <AttestationsTable
        data={attestations.data}
        loading={attestations.isFetching}
        visibility={visibility}
        page={page}
        onPageChange={(next) => setState({ page: next })}
      />
    </>
  );
}
