import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { countries } from '@app/shared/platform/countries';
import { US_STATES } from '@app/shared/platform/us-states';
import type { AddressPart, AddressValue } from '@app/shared/disclosures/question-model';

const EMPTY_ADDRESS: AddressValue = { street1: '', street2: '', city: '', state: '', postalCode: '', country: '' };

/** The parts of an address question (spec 000 §5), labelled as the spec names them. */
const PARTS: readonly { part: AddressPart; label: string; width: number; autoComplete: string }[] = [
  { part: 'street1', label: 'Address 1', width: 12, autoComplete: 'address-line1' },
  { part: 'street2', label: 'Address 2', width: 12, autoComplete: 'address-line2' },
  { part: 'city', label: 'City', width: 6, autoComplete: 'address-level2' },
  { part: 'state', label: 'State', width: 6, autoComplete: 'address-level1' },
  { part: 'postalCode', label: 'Zip', width: 6, autoComplete: 'postal-code' },
  { part: 'country', label: 'Country', width: 6, autoComplete: 'country' },
];

/** Reads a stored address answer; anything else is an empty address. */
function toAddress(value: unknown): AddressValue {
  if (typeof value !== 'object' || value === null) return EMPTY_ADDRESS;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(PARTS.map(({ part }) => [part, typeof record[part] === 'string' ? record[part] : ''])) as AddressValue;
}

/**
 * An ADDRESS question: Address 1, Address 2, City, State, Zip, Country. Every part but Address 2 is
 * required when the question is; the zip follows the zip rule (errors come from the engine).
 */
export function AddressFields({
  value,
  required,
  readOnly,
  partError,
  onChange,
  onBlur,
}: {
  value: unknown;
  required: boolean;
  readOnly: boolean;
  partError: (part: AddressPart) => string | undefined;
  onChange: (next: AddressValue) => void;
  onBlur: () => void;
}) {
  const address = toAddress(value);
  const set = (part: AddressPart, text: string) => onChange({ ...address, [part]: text });
  return (
    <Grid container columnSpacing={2}>
      {PARTS.map(({ part, label: partLabel, width, autoComplete }) => {
        const error = partError(part);
        const select = part === 'state' || part === 'country';
        return (
          <Grid key={part} size={{ xs: 12, sm: width }}>
            <TextField
              label={partLabel}
              value={address[part]}
              required={required && part !== 'street2' && !readOnly}
              error={Boolean(error)}
              helperText={error}
              autoComplete={autoComplete}
              select={select}
              onChange={(event) => set(part, event.target.value)}
              onBlur={onBlur}
              slotProps={{
                input: { readOnly },
                select: select ? { native: true } : undefined,
                inputLabel: select ? { shrink: true } : undefined,
              }}
            >
              {part === 'state' && [
                <option key="" value="" disabled={readOnly}>
                  {readOnly ? '' : 'Choose a state'}
                </option>,
                ...US_STATES.map((state) => (
                  <option key={state.code} value={state.code} disabled={readOnly && state.code !== address.state}>
                    {state.state}
                  </option>
                )),
              ]}
              {part === 'country' && [
                <option key="" value="" disabled={readOnly}>
                  {readOnly ? '' : 'Choose a country'}
                </option>,
                ...countries().map((country) => (
                  <option key={country.code} value={country.code} disabled={readOnly && country.code !== address.country}>
                    {country.name}
                  </option>
                )),
              ]}
            </TextField>
          </Grid>
        );
      })}
    </Grid>
  );
}
