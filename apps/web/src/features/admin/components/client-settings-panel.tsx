import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PickerOption } from '@app/shared/users/acting-as';
import { BlockSkeleton } from '../../../components/loading-skeletons';
import { SearchPicker } from '../../../components/search-picker';
import { useClientOptions } from '../api/get-client-options';

/**
 * An admin tab that edits one client's settings (Import, Single Sign-On): the heading, a client picker,
 * then the loading, failed and loaded states of that client's settings; the loaded form is the caller's.
 */
export function ClientSettingsPanel<T>({
  title,
  description,
  pickerId,
  what,
  loadFailed,
  skeletonHeight,
  useSettings,
  children,
}: {
  title: string;
  description: ReactNode;
  pickerId: string;
  /** What the settings are called in the hints: "import settings". */
  what: string;
  loadFailed: string;
  skeletonHeight: number;
  useSettings: (clientId: number | null) => UseQueryResult<T>;
  children: (client: PickerOption, settings: T) => ReactNode;
}) {
  const [client, setClient] = useState<PickerOption | null>(null);
  const settings = useSettings(client?.id ?? null);
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <SearchPicker id={pickerId} label="Client" current={client} useOptions={useClientOptions} onPick={setClient} busy={false} />
      </Box>
      {client === null && <Typography variant="body1">{`Pick a client to see its ${what}.`}</Typography>}
      {settings.isError && <Alert severity="error">{loadFailed}</Alert>}
      {client !== null && settings.isPending && <BlockSkeleton label={`Loading ${what}`} variant="rounded" height={skeletonHeight} />}
      {client !== null && settings.data !== undefined && children(client, settings.data)}
    </Box>
  );
}
