import { compareBusinessTokens, type TokenRarity } from '../matching/compare-business-tokens';
import { compareNameTokens, tokensAllPaired } from '../matching/compare-name-tokens';
import { type NameModelWeights, businessFeatures, personFeatures } from '../matching/name-model';
import type { NicknameTable } from '../matching/nicknames';
import { normalizeBusinessName } from '../matching/normalize-business-name';
import { normalizePersonName } from '../matching/normalize-person-name';
import { fitLogistic } from './logistic-regression';
import { splitPersonName } from './list-files';
import type { NameBenchPair } from './name-bench';

/** Features that can only count against a match: their weights are kept at or below zero. */
const AGAINST = [
  'unmatchedShort',
  'unmatchedLong',
  'unmatchedShare',
  'formConflicts',
  'qualifierConflicts',
  'singleAgainstMany',
  'firstUnmatched',
];

/** Indices of the against-only features in a feature list. */
export function againstOnly(names: readonly string[]): Set<number> {
  return new Set(AGAINST.map((f) => names.indexOf(f)).filter((i) => i >= 0));
}

/**
 * A pair's features as the product reads them: both person names split into first / middle /
 * last the way a roster and a list hold them. Undefined when the token rules reject the pair.
 */
export function pairFeatures(pair: NameBenchPair, nicknames: NicknameTable, rarity: TokenRarity): number[] | undefined {
  if (pair.kind === 'person') {
    const a = splitPersonName(pair.name2);
    const b = splitPersonName(pair.name1);
    const c = compareNameTokens(normalizePersonName(a.first, a.middle, a.last), normalizePersonName(b.first, b.middle, b.last), nicknames);
    return tokensAllPaired(c) ? personFeatures(c) : undefined;
  }
  return businessFeatures(compareBusinessTokens(normalizeBusinessName(pair.name2), normalizeBusinessName(pair.name1), rarity));
}

/** L2 logistic fit of one kind's weights on the given pairs (pairs the rules reject are left out). */
function fitKind(
  pairs: readonly NameBenchPair[],
  featureNames: readonly string[],
  features: (p: NameBenchPair) => number[] | undefined,
  lambda: number,
): number[] {
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const p of pairs) {
    const x = features(p);
    if (x === undefined) continue;
    xs.push(x);
    ys.push(p.isMatch ? 1 : 0);
  }
  return fitLogistic(xs, ys, lambda, 50, againstOnly(featureNames));
}

/** Both kinds' weights fitted on `pairs` with the given L2 strengths. */
export function fitNameModel(
  pairs: readonly NameBenchPair[],
  nicknames: NicknameTable,
  rarity: TokenRarity,
  lambdas: { person: number; business: number },
  featureNames: { person: readonly string[]; business: readonly string[] },
): NameModelWeights {
  const features = (p: NameBenchPair): number[] | undefined => pairFeatures(p, nicknames, rarity);
  return {
    person: fitKind(
      pairs.filter((p) => p.kind === 'person'),
      featureNames.person,
      features,
      lambdas.person,
    ),
    business: fitKind(
      pairs.filter((p) => p.kind === 'business'),
      featureNames.business,
      features,
      lambdas.business,
    ),
  };
}
