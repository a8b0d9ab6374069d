import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { foldText, tokens } from './fold-text';

/**
 * Suffixes that tell a father from a son of the same name (JR / SR, II / III). Name
 * normalisation drops them (they are not name words), so they are read from the raw fields,
 * and only for the rare candidate whose rule depends on them.
 */
const GENERATIONAL = new Set(['JR', 'SR', 'JNR', 'SNR', 'II', 'III', 'IV', '2ND', '3RD']);

function anyGenerational(values: ReadonlyArray<string | undefined>): boolean {
  return values.some((v) => v !== undefined && tokens(foldText(v)).some((t) => GENERATIONAL.has(t)));
}

/** True when a subject's name fields carry a generational suffix. */
export function hasGenerationalSuffix(s: Subject): boolean {
  return anyGenerational([s.firstName, s.middleName, s.lastName, s.fullName]);
}

/** True when a list record's name carries a generational suffix. */
export function recordHasGenerationalSuffix(r: ListRecord): boolean {
  return anyGenerational([r.names.first, r.names.middle, r.names.last, r.names.full]);
}
