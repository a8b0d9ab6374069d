import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useRevisionNotes } from '../../../api/get-revision-notes';
import { TableSkeleton } from '../../../components/loading-skeletons';
import type { StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { useNotify } from '../../../components/notifications/notification-context';
import { useAddW9 } from '../api/add-w9';
import { useW9s } from '../api/get-w9s';
import { W9_LIST_FAILED, W9_UPLOADED } from '../utils/w9-texts';
import { W9RevisionAlerts } from './w9-revision-alerts';
import { W9Table } from './w9-table';
import { W9UploadForm } from './w9-upload-form';

/** What the W-9 view tells its host (the signup step judges Next by it). */
export interface W9ViewState {
  loaded: boolean;
  hasW9: boolean;
  /** A W-9 was uploaded since the view opened. */
  savedNow: boolean;
  /** A chosen file waits for Upload File, or the upload view is open over existing W-9s (Cancel leaves it). */
  editing: boolean;
}

/**
 * The W-9 screen of the account tab and the signup step (spec 001 §2 W-9): the table of the vendor's
 * W-9s, or the upload view when there is none yet or Add W-9 was chosen, under any revision alerts.
 */
export function W9View({ heading = 'h3', onStateChange }: { heading?: 'h2' | 'h3'; onStateChange?: (state: W9ViewState) => void }) {
  const { notify } = useNotify();
  const w9s = useW9s();
  const notes = useRevisionNotes('W9');
  const addW9 = useAddW9();
  const [adding, setAdding] = useState(false);
  const [file, setFile] = useState<StoredFile | null>(null);
  const [savedNow, setSavedNow] = useState(false);
  const list = w9s.data ?? [];
  const hasW9 = list.length > 0;
  const showUpload = adding || (w9s.isSuccess && !hasW9);
  const editing = file !== null || (adding && hasW9);

  useEffect(() => {
    onStateChange?.({ loaded: w9s.isSuccess, hasW9, savedNow, editing });
  }, [onStateChange, w9s.isSuccess, hasW9, savedNow, editing]);

  const upload = async () => {
    if (!file) return;
    try {
      await addW9.mutateAsync(file.id);
      setFile(null);
      setAdding(false);
      setSavedNow(true);
      notify(W9_UPLOADED);
    } catch (error) {
      // Spec 001 §8: a failed W-9 upload is only logged (the http client also reports it).
      console.error('Unable to save the W-9', error);
    }
  };

  const cancel = () => {
    setFile(null);
    setAdding(false);
  };

  if (w9s.isPending) return <TableSkeleton label="Loading your W-9s" rows={2} columns={4} heading />;
  if (w9s.isError) return <Alert severity="error">{W9_LIST_FAILED}</Alert>;

  return (
    <>
      <W9RevisionAlerts notes={notes.data ?? []} />
      {showUpload ? (
        <W9UploadForm
          heading={heading}
          file={file}
          onFileChange={setFile}
          onUpload={() => void upload()}
          onCancel={hasW9 ? cancel : undefined}
          uploading={addW9.isPending}
        />
      ) : (
        <W9Table w9s={list} heading={heading} onAdd={() => setAdding(true)} />
      )}
    </>
  );
}
