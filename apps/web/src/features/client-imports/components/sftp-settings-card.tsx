import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { IMPORT_CONFIG_LOAD_FAILED } from '@app/shared/client-imports/import-config';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { useClientSftpSettings } from '../api/client-imports';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The client's SFTP import settings, read-only (platform admins edit them on the admin hub's Import tab). */
export function SftpSettingsCard() {
  const settings = useClientSftpSettings();
  return (
    <Card component="section" aria-labelledby="sftp-settings-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="sftp-settings-heading" variant="h2" component="h2" gutterBottom>
          SFTP Settings
        </Typography>
        {settings.isError && <Alert severity="error">{IMPORT_CONFIG_LOAD_FAILED}</Alert>}
        {settings.isPending && <BlockSkeleton label="Loading SFTP settings" variant="rounded" height={80} />}
        {settings.data && !settings.data.configured && (
          <Typography variant="body1">SFTP imports are not set up for your organization. Contact us to set them up.</Typography>
        )}
        {settings.data?.configured && (
          <Table size="small" aria-label="SFTP settings">
            <TableBody>
              {[
                ['Sftp Username', settings.data.sftpUsername ?? ''],
                ['Vendor file by SFTP', yesNo(settings.data.useSftpVendorFile)],
                ['Invoice data by SFTP', yesNo(settings.data.useInvoiceData)],
                ['Invoice parser', settings.data.invoiceParserClassName ?? 'None'],
              ].map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={{ width: '40%', fontWeight: 600 }}>
                    {key}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
