import { useNotify } from '../../../components/notifications/notification-context';
import { MARKETPLACE_SAVE_FAILED } from '../utils/marketplace-texts';
import { MarketplaceProfileSection } from './marketplace-profile-section';
import { InvalidProfileError, useMarketplaceEditor } from './use-marketplace-editor';

/**
 * The Marketplace tab of /account. A failed save says "Could not save marketplace profile" and
 * restores the last saved copy (spec 001 §4, §8); an invalid form only shows its errors.
 */
export default function MarketplacePanel() {
  const editor = useMarketplaceEditor();
  const { notify } = useNotify();

  const save = async () => {
    try {
      await editor.save();
    } catch (error) {
      if (error instanceof InvalidProfileError) return;
      notify({ text: MARKETPLACE_SAVE_FAILED, mode: 'error' });
      editor.cancel();
    }
  };

  return <MarketplaceProfileSection editor={editor} onSave={() => void save()} />;
}
