import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { previousMonthRange, type ReportDefinition } from '@app/shared/reports/async-reports';
import { ClientIdField } from './client-id-field';

/** What the dialog sends: the report's parameters by identifier (a date range as start and end days). */
export interface ReportParameterValues {
  clientId?: string;
  dateRange?: { start: string; end: string };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the reader's own calendar, yyyy-MM-dd (the date range's default is the month before it). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The parameter dialog of a report that needs parameters (spec 002 §2, §3): each parameter with its
 * default and instructions (a client ID's default only when that client exists). Field errors from the server (e.g. an unknown client ID) show on their fields.
 */
export function ReportParametersDialog({
  definition,
  pending,
  fieldErrors,
  onGenerate,
  onClose,
}: {
  definition: ReportDefinition;
  pending: boolean;
  /** The server's field errors, keyed as it sends them ('parameters.clientId', 'parameters.dateRange.end'). */
  fieldErrors: Record<string, string>;
  onGenerate: (parameters: ReportParameterValues) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const defaults = previousMonthRange(localToday());
  const [clientId, setClientId] = useState('');
  const [start, setStart] = useState(defaults.start);
  const [end, setEnd] = useState(defaults.end);
  const [missing, setMissing] = useState<Record<string, string>>({});
  // A field changed since the server's answer no longer shows that answer's error (issue 33: "No client
  // has this ID" stayed under a valid ID); a new answer shows its errors again.
  const [changedSince, setChangedSince] = useState<{ errors: Record<string, string>; keys: Set<string> }>({
    errors: fieldErrors,
    keys: new Set(),
  });
  const changed = changedSince.errors === fieldErrors ? changedSince.keys : new Set<string>();
  const errorOf = (key: string) => missing[key] ?? (changed.has(key) ? undefined : fieldErrors[`parameters.${key}`]);
  const edited = (key: string) => {
    setChangedSince({ errors: fieldErrors, keys: new Set([...changed, key]) });
    setMissing(({ [key]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: ReportParameterValues = {};
    const problems: Record<string, string> = {};
    for (const parameter of definition.parameters) {
      if (parameter.identifier === 'clientId') {
        if (!clientId.trim()) problems.clientId = 'Enter a client ID';
        values.clientId = clientId.trim();
      } else {
        if (!start) problems['dateRange.start'] = 'Enter a start date';
        if (!end) problems['dateRange.end'] = 'Enter an end date';
        values.dateRange = { start, end };
      }
    }
    setMissing(problems);
    if (Object.keys(problems).length === 0) onGenerate(values);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{definition.name}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {definition.parameters.map((parameter) =>
            parameter.identifier === 'clientId' ? (
              <ClientIdField
                key={parameter.identifier}
                label={parameter.name}
                value={clientId}
                onChange={(value) => {
                  setClientId(value);
                  edited('clientId');
                }}
                defaultId={parameter.default}
                instructions={parameter.instructions}
                error={errorOf('clientId')}
              />
            ) : (
              <Box key={parameter.identifier} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                  {parameter.name}
                </Typography>
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                  <TextField
                    label="Start date"
                    type="date"
                    value={start}
                    onChange={(event) => {
                      setStart(event.target.value);
                      edited('dateRange.start');
                    }}
                    required
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={Boolean(errorOf('dateRange.start'))}
                    helperText={errorOf('dateRange.start')}
                  />
                  <TextField
                    label="End date"
                    type="date"
                    value={end}
                    onChange={(event) => {
                      setEnd(event.target.value);
                      edited('dateRange.end');
                    }}
                    required
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={Boolean(errorOf('dateRange.end'))}
                    helperText={errorOf('dateRange.end')}
                  />
                </Box>
                {parameter.instructions && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {parameter.instructions}
                  </Typography>
                )}
              </Box>
            ),
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Generate
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
