import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';

interface EditModeActionsProps {
  editing: boolean;
  submitting: boolean;
  /** False keeps Save Changes disabled (an invalid form); true unless told. */
  canSave?: boolean;
  onEdit: () => void;
  onCancel: () => void;
}

/**
 * The buttons above a detail page's form that is read-only until edited: Edit in view mode; Cancel and
 * Save Changes (a submit button of the surrounding form) in edit mode.
 */
export function EditModeActions({ editing, submitting, canSave = true, onEdit, onCancel }: EditModeActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
      {editing ? (
        <>
          <Button onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSave || submitting}>
            Save Changes
          </Button>
        </>
      ) : (
        <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={onEdit}>
          Edit
        </Button>
      )}
    </Box>
  );
}
