import { useEffect } from 'react';
import { useCurrentClient } from '../api/get-current-client';
import { useClientOptions } from '../api/get-client-options';
import { useSetCurrentClient } from '../api/set-current-client';
import { SearchPicker } from '../../../components/search-picker';
import { useSwitchActingAs } from './use-switch-acting-as';

/** Selected Client: the client an admin acts for. */
export function ClientPicker() {
  const current = useCurrentClient();
  const save = useSetCurrentClient();
  const { busy, switchTo } = useSwitchActingAs(save.mutateAsync, 'client');
  useEffect(() => {
    if (current.error) console.error('Unable to load the selected client', current.error);
  }, [current.error]);
  return (
    <SearchPicker
      id="selected-client"
      label="Selected Client"
      current={current.data ?? null}
      useOptions={useClientOptions}
      onPick={(option) => void switchTo(option.id)}
      busy={busy}
    />
  );
}
