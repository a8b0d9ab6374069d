import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { formatMegabytes } from '@app/shared/files/uploads';
import { checkChosenFiles, uploadProblem, type DropZoneProblem } from './file-drop-zone-rules';

/** A file the server has stored, identified by its id. */
export interface StoredFile {
  id: number;
  name: string;
}

interface FileDropZoneProps {
  /** Visible name of the zone, e.g. 'Employee file'. */
  label: string;
  /** File extensions the zone takes, lower case with the dot ('.csv'). */
  extensions: readonly string[];
  /** How the accepted type is called in messages ('CSV'). */
  typeLabel: string;
  maxBytes: number;
  /** The stored file, shown with a remove button. */
  file: StoredFile | null;
  /** Sends one file to the server, reporting progress 0…1. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<StoredFile>;
  /** A file was stored, or removed (null). */
  onChange: (file: StoredFile | null) => void;
  disabled?: boolean;
  /** A form rule's message about this file ('Required'): shown under the zone and part of its description. */
  errorText?: string;
}

/**
 * A single-file drop zone: drag a file in or choose one; it is checked (type, size, count), uploaded
 * with a progress bar and then shown by name. Problems show as an alert under the zone.
 */
export function FileDropZone({
  label,
  extensions,
  typeLabel,
  maxBytes,
  file,
  upload,
  onChange,
  disabled = false,
  errorText,
}: FileDropZoneProps) {
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<DropZoneProblem | null>(null);
  const uploading = progress !== null;

  const take = async (files: readonly File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const rejected = checkChosenFiles(files, { extensions, typeLabel, maxBytes, maxFiles: 1 });
    if (rejected) return setProblem(rejected);
    setProblem(null);
    setProgress(0);
    try {
      onChange(await upload(chosen, setProgress));
    } catch (error) {
      onChange(null);
      setProblem(uploadProblem(error, typeLabel));
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || uploading) return;
    void take([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Typography id={labelId} component="p" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={errorText ? `${hintId} ${hintId}-error` : hintId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <UploadFileIcon aria-hidden color="primary" sx={{ fontSize: 40 }} />
        <Typography variant="body1">Drag and drop your {typeLabel} file here, or</Typography>
        <Button variant="outlined" sx={{ mt: 1 }} disabled={disabled || uploading} onClick={() => inputRef.current?.click()}>
          Choose File
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label={label}
          accept={extensions.join(',')}
          onChange={(event) => void take([...(event.target.files ?? [])])}
        />
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {typeLabel} files only, one file, up to {formatMegabytes(maxBytes)}.
        </Typography>
      </Box>
      {uploading && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant={progress > 0 ? 'determinate' : 'indeterminate'}
            value={Math.round(progress * 100)}
            aria-label="Upload progress"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Uploading… {Math.round(progress * 100)}%
          </Typography>
        </Box>
      )}
      {file && !uploading && (
        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
          <InsertDriveFileOutlined aria-hidden color="action" />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {file.name}
          </Typography>
          <IconButton aria-label={`Remove ${file.name}`} size="small" onClick={() => onChange(null)} disabled={disabled}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblem(null)}>
          <AlertTitle>{problem.title}</AlertTitle>
          {problem.text}
        </Alert>
      )}
      {errorText && (
        <FormHelperText error id={`${hintId}-error`}>
          {errorText}
        </FormHelperText>
      )}
    </Box>
  );
}
