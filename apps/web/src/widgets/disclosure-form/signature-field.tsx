import TextField from '@mui/material/TextField';
import type { SignatureValue } from '@app/shared/disclosures/question-model';

/** Reads a stored signature answer. */
function toSignature(value: unknown): { name: string; signedAt: string } {
  if (typeof value !== 'object' || value === null) return { name: '', signedAt: '' };
  const record = value as Record<string, unknown>;
  return { name: typeof record.name === 'string' ? record.name : '', signedAt: typeof record.signedAt === 'string' ? record.signedAt : '' };
}

/** When a signature was made, for people: 'Signed 05/10/2026 at 14:03'. */
function signedAtText(signedAt: string): string {
  const date = new Date(signedAt);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Signed ${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} at ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A SIGNATURE question as a typed full name, stamped with the moment it was typed. Clearing the name
 * clears the signature (so a required one shows 'Required').
 */
export function SignatureField({
  id,
  label,
  value,
  required,
  readOnly,
  error,
  instruction,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: unknown;
  required: boolean;
  readOnly: boolean;
  error: string | undefined;
  instruction: string | null | undefined;
  onChange: (next: SignatureValue | undefined) => void;
  onBlur: () => void;
}) {
  const signature = toSignature(value);
  const stamp = signature.name.trim() ? signedAtText(signature.signedAt) : '';
  const help = error ?? [instruction ?? 'Type your full name to sign.', stamp].filter(Boolean).join(' ');
  return (
    <TextField
      id={id}
      label={label}
      value={signature.name}
      required={required && !readOnly}
      error={Boolean(error)}
      helperText={help}
      autoComplete="name"
      onChange={(event) => {
        const name = event.target.value;
        onChange(name.trim() ? { name, signedAt: new Date().toISOString() } : undefined);
      }}
      onBlur={onBlur}
      slotProps={{ input: { readOnly, sx: { fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: '1.3rem' } } }}
    />
  );
}
