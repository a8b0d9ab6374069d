import type { EntityKind } from '../model/list-record';
import { foldText, tokens } from '../matching/fold-text';
import { BUSINESS_HINTS, PERSON_SUFFIXES, PERSON_TITLES } from '../matching/name-affixes';

/** "a.k.a.", "aka", "d/b/a", "f.k.a.", "also known as", "doing business as" before another name. */
const ALIAS_MARK =
  /\b(?:a\.?\s?k\.?\s?a\.?|d\.?\s?\/?b\.?\s?\/?a\.?|f\.?\s?k\.?\s?a\.?|also known as|doing business as)(?=[\s:.]|$)[\s:.]*/i;
/** "Owner: Jane Doe", "Owner(s): …", "Owners - …" : the owner is someone else, not another name. */
const OWNER_MARK = /\(?\s*\bowners?(?:\(s\))?\s*[:-].*$/i;

/** Splits "SMITH, JOHN (aka JOHNNY SMITH) dba SMITH CARE" into the name and its other names. */
export function splitAliasText(text: string): { name: string; aliases: string[] } {
  const withoutOwner = text.replace(OWNER_MARK, '').trim();
  const aliases: string[] = [];
  // Parenthesised a.k.a./d.b.a. first, then an inline one that runs to the end of the cell.
  let name = withoutOwner.replace(/\(([^()]*)\)/g, (whole, inner: string) => {
    if (!ALIAS_MARK.test(inner)) return whole;
    aliases.push(...inner.split(ALIAS_MARK).map((s) => s.trim()));
    return ' ';
  });
  const parts = name.split(ALIAS_MARK);
  name = parts[0]!;
  aliases.push(...parts.slice(1));
  return {
    name: name
      .replace(/\s+/g, ' ')
      .replace(/[\s,;/-]+$/, '')
      .trim(),
    aliases: aliases
      .map((a) =>
        a
          .replace(/[\s,;)]+$/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter((a) => a !== ''),
  };
}

function isAffix(word: string): boolean {
  const key = foldText(word).replace(/\s+/g, '');
  return PERSON_SUFFIXES.has(key) || PERSON_TITLES.has(key);
}

export function looksLikeBusiness(name: string): boolean {
  return tokens(foldText(name)).some((t) => BUSINESS_HINTS.has(t));
}

export interface PersonName {
  first?: string;
  middle?: string;
  last: string;
}

/**
 * A person's name in one cell: "LAST, FIRST MIDDLE[, ROLE]" with a comma, else "FIRST [MIDDLE] LAST".
 * Answers undefined for what reads as an organisation.
 */
export function personFromFullName(name: string, order: 'first-last' | 'last-first' = 'first-last'): PersonName | undefined {
  if (looksLikeBusiness(name)) return undefined;
  const comma = name.indexOf(',');
  if (comma > 0) {
    const last = name.slice(0, comma).trim();
    const given = name
      .slice(comma + 1)
      .split(',')[0]!
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (!given.length) return undefined;
    return { last, first: given[0], middle: given.slice(1).join(' ') || undefined };
  }
  const words = name.split(/\s+/).filter(Boolean);
  // Credentials and generations after the name (MD, RN, JR) are not part of it.
  while (words.length > 2 && isAffix(words[words.length - 1]!)) words.pop();
  if (words.length < 2 || words.length > 4) return undefined;
  if (order === 'last-first') return { last: words[0]!, first: words[1], middle: words.slice(2).join(' ') || undefined };
  return { first: words[0], middle: words.slice(1, -1).join(' ') || undefined, last: words[words.length - 1]! };
}

/** Reads an entity-type cell ("Individual", "Indivdual", "Organization", "Group", "Facility"). */
export function kindFromType(value: string | undefined): EntityKind | undefined {
  if (!value) return undefined;
  if (/indiv|person|provider$/i.test(value)) return 'person';
  if (/org|entit|group|business|facilit|compan|agency/i.test(value)) return 'business';
  return undefined;
}
