import type { ListRecord } from '../model/list-record';
import type { Subject } from '../model/subject';
import { foldText, tokens } from './fold-text';
import { GENERATIONAL_SUFFIXES } from './name-affixes';

/**
 * Name normalisation drops generational suffixes (they are not name words), so they are read from
 * the raw fields, and only for the rare candidate whose rule depends on them.
 */
function anyGenerational(values: ReadonlyArray<string | undefined>): boolean {
  return values.some((v) => v !== undefined && tokens(foldText(v)).some((t) => GENERATIONAL_SUFFIXES.has(t)));
}

/** True when a subject's name fields carry a generational suffix. */
export function hasGenerationalSuffix(s: Subject): boolean {
  return anyGenerational([s.firstName, s.middleName, s.lastName, s.fullName]);
}

/** True when a list record's name carries a generational suffix. */
export function recordHasGenerationalSuffix(r: ListRecord): boolean {
  return anyGenerational([r.names.first, r.names.middle, r.names.last, r.names.full]);
}
