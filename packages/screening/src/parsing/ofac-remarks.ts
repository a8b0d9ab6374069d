import { parseOfacDate } from './dates';

/** What the matcher needs from an SDN Remarks field. */
export interface OfacRemarks {
  dobs: string[];
  /** a.k.a. / f.k.a. / n.k.a. names, quoted in the remarks. */
  aliases: string[];
}

const ALIAS_RE = /\b(?:a\.k\.a\.|f\.k\.a\.|n\.k\.a\.)\s*'([^']+)'/gi;
const DOB_RE = /(?:^|;\s*)(?:alt\.\s*)?DOB\s+([^;]+)/gi;
/** Year ranges wider than this are too vague to use as evidence. */
const MAX_RANGE_YEARS = 10;

/**
 * Extracts DOBs and aliases from OFAC remarks such as
 * `DOB 12 Jan 1960; alt. DOB 1958; POB Cairo; a.k.a. 'ABU X'; a.k.a. 'Y'.`
 * A range ("1960 to 1965", "Jan 1960 to Dec 1962") yields one partial DOB per year.
 */
export function parseOfacRemarks(remarks: string | undefined): OfacRemarks {
  const result: OfacRemarks = { dobs: [], aliases: [] };
  if (!remarks) return result;
  for (const m of remarks.matchAll(ALIAS_RE)) {
    const name = m[1]!.trim();
    if (name !== '' && !result.aliases.includes(name)) result.aliases.push(name);
  }
  for (const m of remarks.matchAll(DOB_RE)) {
    const text = m[1]!.trim().replace(/\.$/, '');
    const range = /^(.+?)\s+to\s+(.+)$/i.exec(text);
    const found: string[] = [];
    if (range) {
      const from = parseOfacDate(range[1]!);
      const to = parseOfacDate(range[2]!);
      if (from && to) {
        const a = Number(from.slice(0, 4));
        const b = Number(to.slice(0, 4));
        if (b >= a && b - a <= MAX_RANGE_YEARS) for (let y = a; y <= b; y++) found.push(String(y));
      }
    } else {
      const d = parseOfacDate(text);
      if (d) found.push(d);
    }
    for (const d of found) if (!result.dobs.includes(d)) result.dobs.push(d);
  }
  return result;
}
