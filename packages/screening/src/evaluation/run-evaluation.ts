import { buildIndex } from '../matching/build-index';
import { loadNicknames } from '../matching/nicknames';
import { screenSubject } from '../matching/screen';
import type { ListRecord } from '../model/list-record';
import type { MatchResult } from '../model/match-result';
import type { Subject } from '../model/subject';
import { type VariantKind, VARIANT_KINDS, isPlantable, makeSameNameOtherPerson, makeVariant } from './generate-variants';
import { loadAllLists, loadNegatives } from './load-eval-data';
import { rewriteStreet } from './rewrite-street';
import { seededRandom } from './seeded-random';

/** Options of {@link runEvaluation}. */
export interface EvaluationOptions {
  dataDir: string;
  seed: number;
  /** Listed persons to plant (default: every LEIE person with a full DOB). */
  plantedLimit?: number;
  /** Clean roster size (default: all 10,000). */
  negativesLimit?: number;
  /** Same-name different-DOB probes (default: as many as planted). */
  sameNameLimit?: number;
}

/** A screened subject with what happened to it, for the misses/false-alert listings. */
export interface EvaluationExample {
  subject: Subject;
  expected?: string;
  results: Array<Pick<MatchResult, 'recordId' | 'matchedName' | 'score' | 'band' | 'reasons'>>;
}

/** Figures printed by `npm run screening:eval` and asserted by the unit test. */
export interface EvaluationReport {
  listRecords: number;
  planted: number;
  found: number;
  foundAsMatch: number;
  recall: number;
  byVariant: Record<VariantKind, { planted: number; found: number }>;
  misses: EvaluationExample[];
  negatives: number;
  falseAlerts: number;
  falseAlertsPer10k: number;
  falseAlertExamples: EvaluationExample[];
  sameNameProbes: number;
  sameNameMatchBand: number;
  sameNamePossibleBand: number;
  sameNameMatchShare: number;
  sameNameExamples: EvaluationExample[];
  /**
   * The same probes given the listed person's home (street, city, state, ZIP): a relative at the
   * same address, a father and son (Jr / Sr). Screened only for listed persons with a street.
   */
  sameHomeProbes: number;
  sameHomeMatchBand: number;
  sameHomePossibleBand: number;
  /**
   * The same-home probes whose street has another common US form, screened with the street written
   * that way ("12 Oak Street, Apt 4" as "12 OAK ST #4"): the home must still be read as the same.
   */
  rewrittenHomeProbes: number;
  rewrittenHomeMatchBand: number;
  rewrittenHomePossibleBand: number;
  screenedPerSecond: number;
}

const brief = (r: MatchResult): EvaluationExample['results'][number] => ({
  recordId: r.recordId,
  matchedName: r.matchedName,
  score: r.score,
  band: r.band,
  reasons: r.reasons,
});

/**
 * Plants generated variants of real LEIE persons into the clean roster, screens everything
 * against all lists, and measures recall, false alerts per 10,000 clean subjects, and how often
 * a same-name person with a clearly different DOB is flagged MATCH.
 */
export async function runEvaluation(options: EvaluationOptions): Promise<EvaluationReport> {
  const random = seededRandom(options.seed);
  const nicknames = loadNicknames();
  const records = await loadAllLists(options.dataDir);
  const index = buildIndex(records, { nicknames });
  const negatives = (await loadNegatives(options.dataDir)).slice(0, options.negativesLimit);
  const surnames = negatives.map((n) => n.lastName!).filter((n) => /^[A-Za-z]{3,}$/.test(n));

  const eligible = random.shuffle(records.filter((r) => r.source === 'leie' && isPlantable(r)));
  const toPlant = eligible.slice(0, options.plantedLimit ?? eligible.length);
  const planted: Array<{ subject: Subject; record: ListRecord; kind: VariantKind }> = [];
  toPlant.forEach((record, i) => {
    // Round-robin over variant kinds; a kind that does not apply to this person passes to the next.
    for (let k = 0; k < VARIANT_KINDS.length; k++) {
      const kind = VARIANT_KINDS[(i + k) % VARIANT_KINDS.length]!;
      const subject = makeVariant(record, kind, `planted-${i + 1}`, random, nicknames, surnames);
      if (subject) {
        planted.push({ subject, record, kind });
        return;
      }
    }
  });

  const byVariant = Object.fromEntries(VARIANT_KINDS.map((k) => [k, { planted: 0, found: 0 }])) as EvaluationReport['byVariant'];
  const misses: EvaluationExample[] = [];
  let found = 0;
  let foundAsMatch = 0;
  const started = performance.now();
  let screened = 0;
  for (const p of planted) {
    const results = screenSubject(index, p.subject);
    screened++;
    const hit = results.find((r) => r.recordId === p.record.recordId);
    byVariant[p.kind].planted++;
    if (hit) {
      found++;
      byVariant[p.kind].found++;
      if (hit.band === 'MATCH') foundAsMatch++;
    } else if (misses.length < 25) {
      misses.push({
        subject: p.subject,
        expected: `${p.record.recordId} ${p.record.names.full} ${p.record.dob} (${p.kind})`,
        results: results.map(brief),
      });
    }
  }

  let falseAlerts = 0;
  const falseAlertExamples: EvaluationExample[] = [];
  for (const subject of negatives) {
    const results = screenSubject(index, subject);
    screened++;
    falseAlerts += results.length;
    if (results.length > 0 && falseAlertExamples.length < 25) falseAlertExamples.push({ subject, results: results.map(brief) });
  }
  const seconds = (performance.now() - started) / 1000;

  const probes = random.shuffle([...eligible]).slice(0, options.sameNameLimit ?? toPlant.length);
  let sameNameMatchBand = 0;
  let sameNamePossibleBand = 0;
  const sameNameExamples: EvaluationExample[] = [];
  let sameHomeProbes = 0;
  let sameHomeMatchBand = 0;
  let sameHomePossibleBand = 0;
  let rewrittenHomeProbes = 0;
  let rewrittenHomeMatchBand = 0;
  let rewrittenHomePossibleBand = 0;
  probes.forEach((record, i) => {
    const subject = makeSameNameOtherPerson(record, `same-name-${i + 1}`, random);
    const results = screenSubject(index, subject);
    if (results.some((r) => r.band === 'MATCH')) sameNameMatchBand++;
    else if (results.length > 0) sameNamePossibleBand++;
    const { street, city, state, zip } = record.address;
    if (street) {
      const atHome = screenSubject(index, { ...subject, street1: street, city, state, postalCode: zip });
      sameHomeProbes++;
      if (atHome.some((r) => r.band === 'MATCH')) sameHomeMatchBand++;
      else if (atHome.some((r) => r.recordId === record.recordId)) sameHomePossibleBand++;
      const rewritten = rewriteStreet(street);
      if (rewritten !== undefined) {
        const atRewritten = screenSubject(index, { ...subject, street1: rewritten, city, state, postalCode: zip });
        rewrittenHomeProbes++;
        if (atRewritten.some((r) => r.band === 'MATCH')) rewrittenHomeMatchBand++;
        else if (atRewritten.some((r) => r.recordId === record.recordId)) rewrittenHomePossibleBand++;
      }
    }
    if (results.length > 0 && sameNameExamples.length < 25)
      sameNameExamples.push({ subject, expected: `${record.recordId} ${record.names.full} ${record.dob}`, results: results.map(brief) });
  });

  return {
    listRecords: records.length,
    planted: planted.length,
    found,
    foundAsMatch,
    recall: planted.length ? found / planted.length : 0,
    byVariant,
    misses,
    negatives: negatives.length,
    falseAlerts,
    falseAlertsPer10k: negatives.length ? (falseAlerts / negatives.length) * 10_000 : 0,
    falseAlertExamples,
    sameNameProbes: probes.length,
    sameNameMatchBand,
    sameNamePossibleBand,
    sameNameMatchShare: probes.length ? sameNameMatchBand / probes.length : 0,
    sameNameExamples,
    sameHomeProbes,
    sameHomeMatchBand,
    sameHomePossibleBand,
    rewrittenHomeProbes,
    rewrittenHomeMatchBand,
    rewrittenHomePossibleBand,
    screenedPerSecond: screened / seconds,
  };
}
