import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatMegabytes } from '@app/shared/files/uploads';
import { checkChosenFiles, uploadProblem, type DropZoneProblem } from './file-drop-zone-rules';

/** A stored file (id from the upload call) and its name. */
export interface DroppedFile {
  id: number | string;
  name: string;
}

/** The replace prompt of the multiple-file mode (spec 000 §5 File drop zone). */
const REPLACE_FILES_QUESTION = 'Do you want to replace existing files?';
const REPLACE_FILES_YES = 'Yes. Clear existing files';
const REPLACE_FILES_NO = 'No. Keep existing files';

interface MultiFileDropZoneProps {
  /** Id of the element naming the zone (the question's label). */
  labelledBy: string;
  /** Id of an element describing the zone (instructions, error). */
  describedBy?: string;
  /** Accepted extensions, lower case with the dot. */
  extensions: readonly string[];
  /** How the accepted types are called in messages ('PDF, Word or image'). */
  typeLabel: string;
  maxBytes: number;
  maxFiles: number;
  files: readonly DroppedFile[];
  /** Stores one file on the server. */
  upload: (file: File) => Promise<DroppedFile>;
  onChange: (files: DroppedFile[]) => void;
  /** Shows the files as download links, without the drop area. */
  readOnly?: boolean;
  invalid?: boolean;
  /** Address a stored file can be downloaded from. */
  downloadHref?: (file: DroppedFile) => string;
}

/**
 * A drop zone taking several files (spec 000 §5): drop or choose files; when files are already there it
 * asks whether to replace them or keep them, then uploads the new ones one by one. Problems (type,
 * size, count, upload) show under the zone.
 */
export function MultiFileDropZone({
  labelledBy,
  describedBy,
  extensions,
  typeLabel,
  maxBytes,
  maxFiles,
  files,
  upload,
  onChange,
  readOnly = false,
  invalid = false,
  downloadHref,
}: MultiFileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const promptTitleId = useId();
  const [dragging, setDragging] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<DropZoneProblem | null>(null);
  const [pending, setPending] = useState<File[] | null>(null);

  const store = async (chosen: File[], keep: readonly DroppedFile[]) => {
    const rejected = checkChosenFiles(chosen, { extensions, typeLabel, maxBytes, maxFiles: Math.max(0, maxFiles - keep.length) });
    if (rejected) return setProblem(rejected);
    setProblem(null);
    setUploading(true);
    const stored = [...keep];
    try {
      for (const file of chosen) stored.push(await upload(file));
    } catch (error) {
      setProblem(uploadProblem(error, typeLabel));
    } finally {
      setUploading(false);
      onChange(stored);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const take = (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (files.length > 0) setPending(chosen);
    else void store(chosen, []);
  };

  const answerPrompt = (replace: boolean) => {
    const chosen = pending ?? [];
    setPending(null);
    void store(chosen, replace ? [] : files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (readOnly || uploading) return;
    take([...event.dataTransfer.files]);
  };

  return (
    <Box>
      {!readOnly && (
        <Box
          role="group"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          onDragOver={(event) => {
            event.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: invalid ? 'error.main' : dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'background.paper',
            borderRadius: 2,
            p: 2,
            textAlign: 'center',
          }}
        >
          <UploadFileIcon aria-hidden color="primary" />
          <Typography variant="body2">Drag and drop files here, or</Typography>
          <Button variant="outlined" size="small" sx={{ mt: 1 }} disabled={uploading} onClick={() => inputRef.current?.click()}>
            Choose Files
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            aria-labelledby={labelledBy}
            accept={extensions.join(',')}
            onChange={(event) => take([...(event.target.files ?? [])])}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {typeLabel} files, up to {formatMegabytes(maxBytes)} each.
          </Typography>
        </Box>
      )}
      {uploading && <LinearProgress aria-label="Uploading files" sx={{ mt: 1 }} />}
      {files.length > 0 && (
        <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {files.map((file) => (
            <Box component="li" key={String(file.id)} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <InsertDriveFileOutlined aria-hidden color="action" fontSize="small" />
              {downloadHref ? (
                <Link href={downloadHref(file)} variant="body2">
                  {file.name}
                </Link>
              ) : (
                <Typography variant="body2">{file.name}</Typography>
              )}
              {!readOnly && (
                <IconButton
                  aria-label={`Remove ${file.name}`}
                  size="small"
                  disabled={uploading}
                  onClick={() => onChange(files.filter((other) => other.id !== file.id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      {readOnly && files.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No files
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
          <AlertTitle>{problem.title}</AlertTitle>
          {problem.text}
        </Alert>
      )}
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby={promptTitleId}>
        <DialogTitle id={promptTitleId}>{REPLACE_FILES_QUESTION}</DialogTitle>
        <DialogActions>
          <Button onClick={() => answerPrompt(false)}>{REPLACE_FILES_NO}</Button>
          <Button variant="contained" onClick={() => answerPrompt(true)}>
            {REPLACE_FILES_YES}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
