import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IMPORT_CONFIG_LOAD_FAILED,
  IMPORT_CONFIG_SAVE_FAILED,
  IMPORT_CONFIG_SAVED,
  PARSER_NAME_REQUIRED,
  SFTP_USERNAME_REQUIRED,
  type ImportConfig,
} from '@app/shared/client-imports/import-config';
import { useNotify } from '../../../components/notifications/notification-context';
import { useImportConfig, useSaveImportConfig } from '../api/import-config';
import { ClientSettingsPanel } from './client-settings-panel';

/**
 * The form of one client's settings (spec 002 §5): Sftp Username required; the invoice-data and
 * vendor-file boxes are disabled without it; Parser Name required when invoice data is used; clearing
 * invoice data clears the parser; Save disabled until valid.
 */
function ImportConfigForm({ clientId, config }: { clientId: number; config: ImportConfig }) {
  const { notify } = useNotify();
  const save = useSaveImportConfig(clientId);
  const [sftpUsername, setSftpUsername] = useState(config.sftpUsername ?? '');
  const [useInvoiceData, setUseInvoiceData] = useState(config.useInvoiceData);
  const [useSftpVendorFile, setUseSftpVendorFile] = useState(config.useSftpVendorFile);
  const [parser, setParser] = useState(config.invoiceParserClassName ?? '');
  const [touched, setTouched] = useState(false);
  const hasUsername = sftpUsername.trim() !== '';
  const usernameError = hasUsername ? null : SFTP_USERNAME_REQUIRED;
  const parserError = useInvoiceData && !parser ? PARSER_NAME_REQUIRED : null;
  const valid = !usernameError && !parserError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    save.mutate(
      {
        sftpUsername: sftpUsername.trim(),
        useInvoiceData: hasUsername && useInvoiceData,
        useSftpVendorFile: hasUsername && useSftpVendorFile,
        invoiceParserClassName: useInvoiceData ? parser : null,
      },
      {
        onSuccess: () => notify({ text: IMPORT_CONFIG_SAVED, mode: 'success' }),
        onError: () => notify({ text: IMPORT_CONFIG_SAVE_FAILED, mode: 'error' }),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="import-config-heading" noValidate sx={{ maxWidth: 560 }}>
      <Typography id="import-config-heading" variant="h3" component="h3" sx={{ mb: 2 }}>
        {config.clientName}
      </Typography>
      <TextField
        label="Sftp Username"
        required
        fullWidth
        value={sftpUsername}
        onChange={(event) => {
          setSftpUsername(event.target.value);
          if (event.target.value.trim() === '') {
            setUseInvoiceData(false);
            setUseSftpVendorFile(false);
            setParser('');
          }
        }}
        onBlur={() => setTouched(true)}
        error={touched && usernameError !== null}
        helperText={touched ? usernameError : undefined}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <FormControlLabel
          disabled={!hasUsername}
          control={
            <Checkbox
              checked={useInvoiceData}
              onChange={(event) => {
                setUseInvoiceData(event.target.checked);
                if (!event.target.checked) setParser('');
              }}
            />
          }
          label="Use Invoice Data"
        />
        <FormControlLabel
          disabled={!hasUsername}
          control={<Checkbox checked={useSftpVendorFile} onChange={(event) => setUseSftpVendorFile(event.target.checked)} />}
          label="Use SFTP Vendor File"
        />
      </Box>
      <TextField
        select
        label="Parser Name"
        required={useInvoiceData}
        disabled={!useInvoiceData}
        fullWidth
        value={parser}
        onChange={(event) => setParser(event.target.value)}
        error={parserError !== null}
        helperText={parserError ?? undefined}
        sx={{ mt: 2 }}
      >
        {config.validClasses.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={!valid || save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** Import (spec 002 §2): the SFTP import settings form of a client picked here. */
export default function ImportSettingsPanel() {
  return (
    <ClientSettingsPanel
      title="Import Settings"
      description="The SFTP settings of a client's vendor master and invoice imports. Its users see them on their Import page."
      pickerId="import-config-client"
      what="import settings"
      loadFailed={IMPORT_CONFIG_LOAD_FAILED}
      skeletonHeight={240}
      useSettings={useImportConfig}
    >
      {(client, config) => <ImportConfigForm key={client.id} clientId={client.id} config={config} />}
    </ClientSettingsPanel>
  );
}
