import { basename } from 'node:path';
import type { ListSource } from '../model/list-record';

/** What a list file contains, guessed from its name. */
export type ListFormat = { source: ListSource; part?: 'alt' } | undefined;

/**
 * Guesses the list format from a file name, using the names the publishers give their files:
 * LEIE `UPDATED.csv`, `1606EXCL.csv`, `1606REIN.csv`, `sanc1512.csv`, `rein1512.csv`; OFAC
 * `sdn.csv` and `alt.csv`; SAM `SAM_Exclusions_Public_Extract_V2_*.csv` / `*sam*exclusions*`.
 * State lists cannot be told apart by name; pass them as `state:XX=FILE`.
 */
export function detectFormat(fileName: string): ListFormat {
  const name = basename(fileName).toLowerCase();
  if (/^updated\.csv$|^\d{4}(excl|rein)\.csv$|^(sanc|rein)\d{4}\.csv$|leie/.test(name)) return { source: 'leie' };
  if (/^sdn\.csv$|^sdn[_-]/.test(name)) return { source: 'ofac' };
  if (/^alt\.csv$/.test(name)) return { source: 'ofac', part: 'alt' };
  if (/sam/.test(name) && /excl/.test(name)) return { source: 'sam' };
  return undefined;
}
