import { useEffect, useRef } from 'react';
import TextField from '@mui/material/TextField';
import type { PickerOption } from '@app/shared/users/acting-as';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClientOptions } from '../api/get-client-options';

const LOOKUP_DEBOUNCE_MS = 300;

/** What the field's help line says about the text typed: whom the ID names, or the clients the name matches. */
function lookupText(typed: string, matches: readonly PickerOption[] | undefined, instructions: string | null): string | null {
  if (!typed || !matches) return instructions;
  const byId = /^\d+$/.test(typed) ? matches.find((option) => option.id === Number(typed)) : undefined;
  if (byId) return `Client ${byId.id}: ${byId.name}`;
  if (matches.length === 0) return /^\d+$/.test(typed) ? `No client has ID ${typed}.` : 'No client matches this name.';
  return `Matching clients: ${matches
    .slice(0, 3)
    .map((option) => `${option.name} (ID ${option.id})`)
    .join(', ')}`;
}

/**
 * A report's Client ID (issue 33): the spec's default (client 136 for the billing report) is filled in
 * only when such a client exists, and the help line says whom the typed ID names or, for a name, the
 * matching clients with their IDs, so the ID never has to be found on another page.
 */
export function ClientIdField({
  label,
  value,
  onChange,
  defaultId,
  instructions,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  defaultId: string | null;
  instructions: string | null;
  error: string | undefined;
}) {
  const typed = useDebouncedValue(value.trim(), LOOKUP_DEBOUNCE_MS);
  const matches = useClientOptions(typed, typed !== '');
  const defaultLookup = useClientOptions(defaultId ?? '', defaultId !== null);
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (defaultApplied.current || !defaultId || !defaultLookup.data) return;
    defaultApplied.current = true;
    if (value === '' && defaultLookup.data.some((option) => option.id === Number(defaultId))) onChange(defaultId);
  }, [defaultId, defaultLookup.data, value, onChange]);

  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={Boolean(error)}
      helperText={error ?? lookupText(typed, typed === value.trim() ? matches.data : undefined, instructions)}
      slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
      autoFocus
    />
  );
}
