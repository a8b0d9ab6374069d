import type { RecordAlias } from '../model/list-record';
import { foldText, tokens } from '../matching/fold-text';
import { BUSINESS_FORMS, BUSINESS_HINTS } from '../matching/name-affixes';

/**
 * Splits a comma/semicolon separated list of names where the business names themselves contain
 * commas ("PEANUT BUTTER, LLC, VMC CONSTRUCTION, LLC  DBA VICTOR TORRES CONSTRUCTION"):
 * a piece that is only a legal form is glued back to the name before it, and "DBA" starts a
 * new name.
 */
export function splitNameList(text: string, separator: RegExp = /[,;]/): string[] {
  const names: string[] = [];
  for (const rawPiece of text.split(separator)) {
    const [head, ...dbaNames] = rawPiece.split(/\s+D\/?B\/?A\s+/i).map((p) => p.trim());
    if (head) {
      const folded = foldText(head);
      const previous = names.length - 1;
      if (previous >= 0 && folded !== '' && tokens(folded).every((t) => BUSINESS_FORMS.has(t)))
        names[previous] = `${names[previous]}, ${head}`;
      else names.push(head);
    }
    names.push(...dbaNames.filter((n) => n !== ''));
  }
  // Lists repeat a cross-referenced name; one alias per name is enough.
  return [...new Set(names)];
}

/** Guesses whether an unlabelled alias names a person or an organisation. */
export function classifyAliasName(name: string): RecordAlias['kind'] {
  const parts = tokens(foldText(name));
  if (parts.some((t) => BUSINESS_HINTS.has(t))) return 'business';
  return parts.length >= 2 && parts.length <= 4 ? 'person' : 'business';
}

/** Builds a typed alias from free text ("First Middle Last", "LAST, First" or a firm name). */
export function aliasFromText(name: string, kind: RecordAlias['kind'] = classifyAliasName(name)): RecordAlias {
  return { kind, full: name.replace(/\s+/g, ' ').trim() };
}
