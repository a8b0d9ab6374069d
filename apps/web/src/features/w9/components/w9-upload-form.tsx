import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FileDropZone, type StoredFile } from '../../../widgets/file-drop-zone/file-drop-zone';
import { W9_EXTENSIONS, W9_MAX_BYTES, uploadW9File } from '../api/upload-w9-file';
import { FILLABLE_W9_URL } from '../utils/w9-texts';

interface W9UploadFormProps {
  heading: 'h2' | 'h3';
  /** The file stored by the drop zone, not yet recorded as a W-9. */
  file: StoredFile | null;
  onFileChange: (file: StoredFile | null) => void;
  onUpload: () => void;
  /** Shown when there is a table view to go back to. */
  onCancel?: () => void;
  uploading: boolean;
}

/**
 * The upload view "Upload Your W-9" (spec 001 §2 W-9): a drop zone for a PDF or image, a link to the
 * fillable form, and Upload File, disabled until a file is chosen.
 */
export function W9UploadForm({ heading, file, onFileChange, onUpload, onCancel, uploading }: W9UploadFormProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3" component={heading} sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        Upload Your W-9
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Upload a PDF or Image file below.
      </Typography>
      <FileDropZone
        label="W-9 file"
        extensions={W9_EXTENSIONS}
        typeLabel="PDF or image"
        maxBytes={W9_MAX_BYTES}
        file={file}
        upload={async (chosen, onProgress) => {
          const stored = await uploadW9File(chosen);
          onProgress(1);
          return stored;
        }}
        onChange={onFileChange}
        disabled={uploading}
      />
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link href={FILLABLE_W9_URL} target="_blank" rel="noopener noreferrer">
          Download a Fillable W-9
        </Link>
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
        <Button variant="contained" disabled={!file || uploading} onClick={onUpload}>
          {uploading ? 'Uploading…' : 'Upload File'}
        </Button>
        {onCancel && (
          <Button variant="outlined" onClick={onCancel} disabled={uploading}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
