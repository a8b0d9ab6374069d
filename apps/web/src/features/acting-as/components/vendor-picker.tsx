import { useEffect } from 'react';
import { useCurrentVendor } from '../api/get-current-vendor';
import { useVendorOptions } from '../api/get-vendor-options';
import { useSetCurrentVendor } from '../api/set-current-vendor';
import { SearchPicker } from '../../../components/search-picker';
import { useSwitchActingAs } from './use-switch-acting-as';

/** Selected Vendor: the vendor an admin acts for. */
export function VendorPicker() {
  const current = useCurrentVendor();
  const save = useSetCurrentVendor();
  const { busy, switchTo } = useSwitchActingAs(save.mutateAsync, 'vendor');
  useEffect(() => {
    if (current.error) console.error('Unable to load the selected vendor', current.error);
  }, [current.error]);
  return (
    <SearchPicker
      id="selected-vendor"
      label="Selected Vendor"
      current={current.data ?? null}
      useOptions={useVendorOptions}
      onPick={(option) => void switchTo(option.id)}
      busy={busy}
    />
  );
}
