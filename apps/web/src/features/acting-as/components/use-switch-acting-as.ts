import { useState } from 'react';
import { useReloadCurrentUser } from '../../../api/get-current-user';

/**
 * Saves a new acting vendor/client, reloads the current user and then the page (spec 002 §4).
 * Failures are only logged (spec 002 §8).
 */
export function useSwitchActingAs(save: (id: number) => Promise<unknown>, what: string) {
  const reloadCurrentUser = useReloadCurrentUser();
  const [busy, setBusy] = useState(false);
  const switchTo = async (id: number) => {
    setBusy(true);
    try {
      await save(id);
      await reloadCurrentUser();
      window.location.reload();
    } catch (error) {
      console.error(`Unable to switch the selected ${what}`, error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, switchTo };
}
