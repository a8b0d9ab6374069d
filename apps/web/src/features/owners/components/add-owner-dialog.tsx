import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { OwnerRequirements } from '@app/shared/owners/owner';
import { OwnerForm } from './owner-form';

/** The add-owner form as a dialog over the account page's Owners tab (spec 001 §2 /owners/add). */
export function AddOwnerDialog({ open, onClose, requirements }: { open: boolean; onClose: () => void; requirements: OwnerRequirements }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Add Owner</DialogTitle>
      <DialogContent>
        {/* Remounted on every opening, so the form starts empty. */}
        {open && <OwnerForm requirements={requirements} onSaved={onClose} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
