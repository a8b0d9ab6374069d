/**
 * A street line written the other common US way, for the evaluation's rewritten-home probe: each of
 * the commonest suffixes and directionals abbreviated when spelt out and spelt out when abbreviated,
 * and an apartment written with "#". Kept apart from the matcher's own table
 * (matching/street-abbreviations.ts) so the probe does not only replay it.
 */
const PAIRS: Array<[string, string]> = [
  ['STREET', 'ST'],
  ['AVENUE', 'AVE'],
  ['ROAD', 'RD'],
  ['DRIVE', 'DR'],
  ['LANE', 'LN'],
  ['COURT', 'CT'],
  ['BOULEVARD', 'BLVD'],
  ['CIRCLE', 'CIR'],
  ['PLACE', 'PL'],
  ['TERRACE', 'TER'],
  ['PARKWAY', 'PKWY'],
  ['HIGHWAY', 'HWY'],
  ['NORTH', 'N'],
  ['SOUTH', 'S'],
  ['EAST', 'E'],
  ['WEST', 'W'],
];
const OTHER_WAY = new Map(
  PAIRS.flatMap(([long, short]): Array<[string, string]> => [
    [long, short],
    [short, long],
  ]),
);

/** The street written the other way, or undefined when none of its words has another common form. */
export function rewriteStreet(street: string): string | undefined {
  let changed = false;
  const words = street
    .toUpperCase()
    .replace(/,?\s*\b(APT|APARTMENT|UNIT)\.?\s+(\w+)/, (_, _designator: string, unit: string) => {
      changed = true;
      return ` #${unit}`;
    })
    .split(/\s+/)
    .map((word) => {
      const other = OTHER_WAY.get(word.replace(/[.,]$/, ''));
      if (other === undefined) return word;
      changed = true;
      return other;
    });
  return changed ? words.join(' ') : undefined;
}
