import type { BusinessTokenComparison } from './compare-business-tokens';
import type { TokenComparison } from './compare-name-tokens';
import weights from './name-model-weights.json' with { type: 'json' };
import { POSSIBLE_POINTS, SLOPE } from './score-model';

/**
 * The names-only model: a logistic regression over comparison levels, one for persons and one for
 * businesses. Its weights are estimated from labelled name pairs by `eval/fit-weights.ts` (which
 * writes name-model-weights.json); the features are counts and shares, so each weight reads as
 * "how much one more exactly-equal token (or one more extra token) moves the log-odds".
 */
export const PERSON_FEATURES = [
  'bias',
  'exact',
  'nickname',
  'typo',
  'similar',
  'phonetic',
  'initial',
  'unmatchedShort',
  'unmatchedLong',
  'particles',
  'joined',
  'reordered',
  'surnameAgrees',
  'single',
  'singleAgainstMany',
  'firstUnmatched',
] as const;

export const BUSINESS_FEATURES = [
  'bias',
  'exactShare',
  'closeShare',
  'partialShare',
  'unmatchedShare',
  'sameWords',
  'formAgrees',
  'formConflicts',
  'single',
  'qualifierConflicts',
] as const;

export type PersonFeature = (typeof PERSON_FEATURES)[number];
export type BusinessFeature = (typeof BUSINESS_FEATURES)[number];

/** Feature vector of a person token comparison, in {@link PERSON_FEATURES} order. */
export function personFeatures(c: TokenComparison): number[] {
  return [
    1,
    Math.min(c.exact, 4),
    c.nickname,
    c.typo,
    c.similar,
    c.phonetic,
    c.initial,
    c.unmatchedShort,
    Math.min(c.unmatchedLong, 3),
    Math.min(c.particles, 2),
    c.joined,
    c.reordered ? 1 : 0,
    c.surnameAgrees ? 1 : 0,
    c.single ? 1 : 0,
    c.singleAgainstMany ? 1 : 0,
    c.firstUnmatched ? 1 : 0,
  ];
}

/** Feature vector of a business token comparison, in {@link BUSINESS_FEATURES} order. */
export function businessFeatures(c: BusinessTokenComparison): number[] {
  return [
    1,
    c.exactShare,
    c.closeShare,
    c.partialShare,
    c.unmatchedShare,
    c.sameWords ? 1 : 0,
    c.formAgrees ? 1 : 0,
    c.formConflicts ? 1 : 0,
    c.single ? 1 : 0,
    c.qualifierConflicts ? 1 : 0,
  ];
}

/** Weights as fitted (the JSON also records how and on what they were fitted). */
export interface NameModelWeights {
  person: number[];
  business: number[];
}

/** The shipped weights (name-model-weights.json); evaluations pass others to score held-out folds. */
export const DEFAULT_NAME_MODEL: NameModelWeights = { person: weights.person, business: weights.business };

function dot(w: readonly number[], x: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (w[i] ?? 0) * x[i]!;
  return s;
}

/** Log-odds that two person names belong to the same person, from the names alone. */
export function personNameLogOdds(c: TokenComparison, model: NameModelWeights = DEFAULT_NAME_MODEL): number {
  return dot(model.person, personFeatures(c));
}

/** Log-odds that two business names are the same business, from the names alone. */
export function businessNameLogOdds(c: BusinessTokenComparison, model: NameModelWeights = DEFAULT_NAME_MODEL): number {
  return dot(model.business, businessFeatures(c));
}

/**
 * Names alone never carry a subject past this many points (score ≈ 0.77): a name, however
 * exact, is POSSIBLE evidence; MATCH needs a DOB or an identifier on top, and a DOB years apart
 * (−7) still takes the same name below the alert line.
 */
export const NAME_ONLY_MAX_POINTS = 8.5;

/** Log-odds to evidence points on the score scale: 0 log-odds = the POSSIBLE line (score 0.5). */
export function logOddsToPoints(logOdds: number): number {
  return Math.min(POSSIBLE_POINTS + logOdds / SLOPE, NAME_ONLY_MAX_POINTS);
}
