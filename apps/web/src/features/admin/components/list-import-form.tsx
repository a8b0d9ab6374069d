import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UPLOAD_MAX_BYTES, fileTooLargeMessage } from '@app/shared/files/uploads';
import type { ImportOutcome } from '@app/shared/screening/lists';
import type { z } from 'zod';
import { errorMessage } from '../../../api/api-error';
import { useImportListFile } from '../api/import-list-file';

type Stage = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'importing' };

function outcomeText(outcome: z.infer<typeof ImportOutcome>): string {
  if (outcome.status === 'DUPLICATE') return 'This file was imported before: nothing changed.';
  if (outcome.status === 'FAILED') return `The import failed: ${outcome.error ?? 'unknown error'}`;
  return `Imported ${outcome.recordCount.toLocaleString('en-US')} records: ${outcome.added} added, ${outcome.changed} changed, ${outcome.removed} removed${outcome.issues ? `, ${outcome.issues} lines skipped` : ''}.`;
}

/**
 * Upload of a list file as a new snapshot of a source (or of several files of one list: MN publishes
 * groups and individuals as two workbooks): the upload progress, then the import's outcome.
 */
export function ListImportForm({ sources }: { sources: ReadonlyArray<{ id: string; name: string }> }) {
  const [sourceId, setSourceId] = useState(sources[0]?.id ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const importFile = useImportListFile();
  const busy = stage.kind !== 'idle';

  const start = async () => {
    if (!files.length || !sourceId) return;
    if (files.some((file) => file.size > UPLOAD_MAX_BYTES.listImport)) {
      setProblem(fileTooLargeMessage(UPLOAD_MAX_BYTES.listImport));
      return;
    }
    setProblem(null);
    importFile.reset();
    setStage({ kind: 'uploading', percent: 0 });
    try {
      await importFile.mutateAsync({
        sourceId,
        files,
        onProgress: (fraction) => setStage({ kind: 'uploading', percent: Math.round(fraction * 100) }),
        onImporting: () => setStage({ kind: 'importing' }),
      });
      setFiles([]);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(errorMessage(error, 'Error importing the list file'));
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  const outcome = importFile.data;
  return (
    <Box component="section" aria-labelledby="list-import-heading" sx={{ mt: 4 }}>
      <Typography id="list-import-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
        Upload a list file
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          id="list-import-source"
          select
          size="small"
          label="List"
          value={sourceId}
          onChange={(event) => setSourceId(event.target.value)}
          disabled={busy}
          sx={{ minWidth: { xs: '100%', sm: 240 } }}
        >
          {sources.map((source) => (
            <MenuItem key={source.id} value={source.id}>
              {source.name}
            </MenuItem>
          ))}
        </TextField>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          aria-label="List file"
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])].slice(0, 4));
            setProblem(null);
            importFile.reset();
          }}
        />
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <Typography variant="body2">{files.length ? files.map((file) => file.name).join(' + ') : 'No file chosen'}</Typography>
        <Button variant="contained" disabled={!files.length || !sourceId || busy} onClick={() => void start()}>
          Import
        </Button>
      </Box>
      {stage.kind === 'uploading' && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">Uploading {stage.percent}%</Typography>
          <LinearProgress variant="determinate" value={stage.percent} aria-label="Upload progress" />
        </Box>
      )}
      {stage.kind === 'importing' && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">Importing the list…</Typography>
          <LinearProgress aria-label="Importing the list" />
        </Box>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {outcome && (
        <Alert severity={outcome.status === 'FAILED' ? 'error' : outcome.status === 'DUPLICATE' ? 'info' : 'success'} sx={{ mt: 2 }}>
          {outcomeText(outcome)}
        </Alert>
      )}
    </Box>
  );
}
