import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  CLIENT_IMPORT_KINDS,
  CLIENT_IMPORT_KIND_LABELS,
  clientImportHeader,
  type ClientImportKind,
} from '@app/shared/client-imports/client-imports';
import { toSafeCsv } from '@app/shared/platform/csv';
import { saveBlob } from '../../../lib/save-blob';
import { FileDropZone, type StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { CLIENT_IMPORT_MAX_BYTES, uploadClientImportFile } from '../api/client-imports';
import { SlowWorkBar } from '../../../components/slow-work-bar';

const HOW_TO: Record<ClientImportKind, string> = {
  VENDOR_MASTER:
    'One row per vendor record. Vendor Number and Legal Name are required; the TIN has 9 digits (dashes allowed); Facility is empty for your organization or the name of one of your facilities. Vendors with the same TIN are grouped together.',
  INVOICES:
    'One row per invoice. Vendor Number, Invoice Number, Invoice Date and Amount are required; dates are MM/DD/YYYY and the amount is in dollars (e.g. 1234.50). Invoices are linked to the vendor with their vendor number.',
};

/** Choose the kind of file, download its template, upload it; Check File submits it for the preview. */
export function ImportUploadCard({
  kind,
  onKindChange,
  file,
  onFileChange,
  onCheck,
  submitting,
}: {
  kind: ClientImportKind;
  onKindChange: (kind: ClientImportKind) => void;
  file: StoredFile | null;
  onFileChange: (file: StoredFile | null) => void;
  onCheck: () => void;
  submitting: boolean;
}) {
  const downloadTemplate = () =>
    saveBlob(
      new Blob([toSafeCsv([[...clientImportHeader(kind)]])], { type: 'text/csv;charset=utf-8' }),
      kind === 'VENDOR_MASTER' ? 'vendor-master-template.csv' : 'invoice-template.csv',
    );
  return (
    <Card component="section" aria-labelledby="import-file-heading">
      <CardContent>
        <Typography id="import-file-heading" variant="h2" component="h2" gutterBottom>
          Import a File
        </Typography>
        <FormControl disabled={submitting}>
          <FormLabel id="import-kind-label">File type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="import-kind-label"
            value={kind}
            onChange={(event) => {
              onKindChange(event.target.value as ClientImportKind);
              onFileChange(null);
            }}
          >
            {CLIENT_IMPORT_KINDS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={CLIENT_IMPORT_KIND_LABELS[value]} />
            ))}
          </RadioGroup>
        </FormControl>
        <Typography variant="body1" sx={{ mt: 1 }}>
          {HOW_TO[kind]} Columns, in this order: {clientImportHeader(kind).join(', ')}.
        </Typography>
        <Button variant="outlined" startIcon={<FileDownloadOutlined aria-hidden />} onClick={downloadTemplate} sx={{ my: 2 }}>
          Download Template
        </Button>
        <FileDropZone
          label={kind === 'VENDOR_MASTER' ? 'Vendor master file' : 'Invoice file'}
          extensions={['.csv']}
          typeLabel="CSV"
          maxBytes={CLIENT_IMPORT_MAX_BYTES}
          file={file}
          upload={uploadClientImportFile}
          onChange={onFileChange}
          disabled={submitting}
        />
        <Box sx={{ mt: 3 }}>
          <SlowWorkBar active={submitting} label="Checking the rows of your file" />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" size="large" onClick={onCheck} disabled={!file || submitting}>
            {submitting ? 'Checking…' : 'Check and Import'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
