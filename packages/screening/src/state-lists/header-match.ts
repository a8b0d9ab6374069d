import type { StateField, TableSpec } from './table-spec';

/** "Last Name (or Entity)" → "last_name_or_entity": how header cells and synonyms are compared (a "*" is dropped). */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Renames repeated header cells ("Sanction Source", "Sanction Source 2") so no column is lost. */
export function uniqueHeader(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const name = cell.replace(/\s+/g, ' ').trim() || `Column ${i + 1}`;
    const n = (seen.get(name.toUpperCase()) ?? 0) + 1;
    seen.set(name.toUpperCase(), n);
    return n === 1 ? name : `${name} ${n}`;
  });
}

/** A synonym ending in `*` matches every header that starts with it (NE's names vary by suffix). */
function matches(key: string, synonym: string): boolean {
  return synonym.endsWith('*') ? key.startsWith(headerKey(synonym)) : key === headerKey(synonym);
}

/** Field → column index for a header row; each column serves one field, the first synonym found wins. */
export function mapHeader(header: readonly string[], spec: TableSpec): Map<StateField, number> {
  const keys = header.map(headerKey);
  const used = new Set<number>();
  const map = new Map<StateField, number>();
  for (const [field, synonyms] of Object.entries(spec.columns) as Array<[StateField, readonly string[]]>) {
    for (const synonym of synonyms) {
      const i = keys.findIndex((key, index) => !used.has(index) && matches(key, synonym));
      if (i >= 0) {
        map.set(field, i);
        used.add(i);
        break;
      }
    }
  }
  return map;
}

/** The required columns a header lacks, named as the publisher names them (first synonym). */
export function missingColumns(found: Map<StateField, number>, spec: TableSpec): string[] {
  const missing: string[] = [];
  for (const need of spec.required) {
    const options = typeof need === 'string' ? [need] : need;
    if (options.some((field) => found.has(field))) continue;
    missing.push(options.map((field) => `"${spec.columns[field]?.[0] ?? field}"`).join(' or '));
  }
  return missing;
}
