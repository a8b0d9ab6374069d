import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardSkeleton } from '../../../components/loading-skeletons';
import { LOAD_FAILED_MESSAGE } from '../../../lib/messages';
import { MARKETPLACE_FINISH_LATER, MARKETPLACE_INTRO } from '../utils/marketplace-texts';
import { MarketplaceProfileForm } from './marketplace-profile-form';
import { MarketplaceProfileView } from './marketplace-profile-view';
import type { MarketplaceEditor } from './use-marketplace-editor';

interface MarketplaceProfileSectionProps {
  editor: MarketplaceEditor;
  /** Runs Save Changes; absent in the signup step, where Next saves. */
  onSave?: () => void;
  /** Extra text under the intro (the signup step says the profile is optional). */
  note?: string;
}

/**
 * The Marketplace profile screen (spec 001 §2): the intro, then Create Profile when none exists, the
 * saved profile with Edit (only when the server allows it), or the form with Cancel and Save Changes.
 */
export function MarketplaceProfileSection({ editor, onSave, note }: MarketplaceProfileSectionProps) {
  const { query, saved, editing } = editor;
  // Enter in a field submits the form: in the signup step (no Save Changes) it does nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave?.();
  };
  return (
    <Box>
      <Typography variant="body1" sx={{ mb: 1 }}>
        {MARKETPLACE_INTRO}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      {query.isPending && <CardSkeleton label="Loading Marketplace profile" lines={4} sx={{ mt: 2 }} />}
      {query.isError && <Alert severity="error">{LOAD_FAILED_MESSAGE}</Alert>}
      {query.isSuccess && !editing && !saved && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={editor.startEditing}>
          Create Profile
        </Button>
      )}
      {query.isSuccess && !editing && saved && (
        <Box sx={{ mt: 2 }}>
          {saved.showEditButton ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
              <Button variant="outlined" onClick={editor.startEditing}>
                Edit
              </Button>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {MARKETPLACE_FINISH_LATER}
            </Typography>
          )}
          <MarketplaceProfileView profile={saved} />
        </Box>
      )}
      {editing && (
        <Box component="form" noValidate aria-label="Marketplace profile" sx={{ mt: 2 }} onSubmit={submit}>
          <MarketplaceProfileForm form={editor.form} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            <Button onClick={editor.cancel} disabled={editor.saving}>
              Cancel
            </Button>
            {onSave && (
              <Button type="submit" variant="contained" disabled={editor.saving}>
                Save Changes
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
