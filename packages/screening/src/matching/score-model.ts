/**
 * The scoring model: each compared field adds log-likelihood points (positive when the field
 * agrees, negative when it contradicts); the total maps to a 0–1 score with a logistic curve.
 * Thresholds are in points so the bands do not move if the curve is reshaped.
 */
export const POSSIBLE_POINTS = 6.5;
export const MATCH_POINTS = 10;

export const SLOPE = 0.6;

/** Maps evidence points to a 0–1 score (0.5 at the POSSIBLE threshold, ≈0.89 at MATCH). */
export function pointsToScore(points: number): number {
  return 1 / (1 + Math.exp(-SLOPE * (points - POSSIBLE_POINTS)));
}

/** Inverse of {@link pointsToScore}, for callers that configure thresholds as scores. */
export function scoreToPoints(score: number): number {
  return POSSIBLE_POINTS - Math.log(1 / score - 1) / SLOPE;
}

/** Points for identifiers: equal NPI/UEI is near-proof; a different one is strong evidence against. */
export const IDENTIFIER_WEIGHTS = { agree: 12, disagree: -3 } as const;

/**
 * A licence number of the same state on both sides: evidence, not proof (numbering is per board and
 * per profession, and a list may print a retired number). A different licence costs nothing.
 */
export const LICENSE_AGREE_POINTS = 4;

/**
 * Address evidence supports a match: people and firms move, so a field that differs costs nothing. Only
 * a home that differs everywhere, beside names that are the only evidence, counts against (names-at-another-home.ts).
 */
export const PERSON_ADDRESS_WEIGHTS = { state: 0.5, city: 0.5, postalCode: 0.7, street: 1 } as const;
export const BUSINESS_ADDRESS_WEIGHTS = { state: 0.7, city: 0.7, postalCode: 0.8, street: 1.2 } as const;
