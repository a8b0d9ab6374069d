import { createHash } from 'node:crypto';

/** Trims a list value; empty, all-zero placeholders and OFAC's `-0-` become undefined. */
export function cleanValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const v = value.replace(/\s+/g, ' ').trim();
  if (v === '' || v === '-0-' || /^0+$/.test(v)) return undefined;
  return v;
}

/** Builds the display form "First Middle Last" from parts that may be missing. */
export function joinName(...parts: Array<string | undefined>): string {
  return parts.filter((p): p is string => !!p).join(' ');
}

/** Short stable hash used for record ids derived from content. */
export function stableHash(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** Turns a header row into a name → index map (case-insensitive, trimmed). */
export function headerIndex(header: string[]): Map<string, number> {
  const map = new Map<string, number>();
  header.forEach((name, i) => map.set(name.trim().toUpperCase(), i));
  return map;
}

/** Pairs header names with values so the raw row can be kept on the record. */
export function rawRow(header: string[], values: string[]): Record<string, string> {
  const raw: Record<string, string> = {};
  const n = Math.max(header.length, values.length);
  for (let i = 0; i < n; i++) raw[header[i] ?? `col${i + 1}`] = values[i] ?? '';
  return raw;
}
