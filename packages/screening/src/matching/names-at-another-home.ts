import type { AddressComparison } from './assess-candidate';
import type { PersonWordFrequency } from './common-person-words';
import type { NormalizedPersonName } from './normalize-person-name';
import { POSSIBLE_POINTS } from './score-model';

/**
 * Fellegi–Sunter weight of a home that disagrees on every compared field (street, city and ZIP on
 * both sides, none alike) for names that are the only evidence: the same person's list entry
 * shows another home fairly often (people move; an entry stays listed for years), two people who
 * share a name almost always live apart. A likelihood ratio of about 0.3 (−1.2 log-odds, −2 points)
 * takes names spelt only alike (Hand / Hyland, Whiteley / Wheatley) below the alert line and leaves
 * names written the same, or one letter off, at it.
 */
const OTHER_HOME_POINTS = -2;

/** Just below the POSSIBLE line: where names on common words at another home stay. */
const BELOW_POSSIBLE_POINTS = POSSIBLE_POINTS - 0.1;

/**
 * True when both sides give a street, a city and a ZIP, and none of them agree (nor the state):
 * two homes, not a missing or half-written one. An address missing on either side is no evidence.
 */
export function homeDisagreesEverywhere(a: AddressComparison): boolean {
  return a.street === 'disagree' && a.city === 'disagree' && a.postalCode === 'disagree' && a.state !== 'agree';
}

/** True when a surname word of either side is common on the indexed lists (WHITE, NGUYEN, GREEN). */
function surnameIsCommon(a: NormalizedPersonName, b: NormalizedPersonName, frequency: PersonWordFrequency): boolean {
  return [a, b].some((n) => n.surnameKnown && n.tokens.slice(n.surnameStart).some((t) => frequency.isCommon(t)));
}

/**
 * The name points of a pair whose only evidence is the names, at a home that disagrees everywhere:
 * lowered by {@link OTHER_HOME_POINTS}, and kept below the alert line (with `otherPoints`, the rest
 * of the evidence) when the surname is a common one, since agreement on a common value is weak
 * evidence. A rare name written the same stays a POSSIBLE: what a reviewer must see for an
 * excluded person who has moved.
 */
export function namePointsAtAnotherHome(
  namePoints: number,
  otherPoints: number,
  names: { subject: NormalizedPersonName; listed: NormalizedPersonName },
  frequency: PersonWordFrequency,
): number {
  const lowered = namePoints + OTHER_HOME_POINTS;
  if (!surnameIsCommon(names.subject, names.listed, frequency)) return lowered;
  return Math.min(lowered, BELOW_POSSIBLE_POINTS - Math.max(otherPoints, 0));
}
