import type { Readable } from 'node:stream';
import type { ListRecord, ParseIssueHandler } from '@app/screening/model/list-record';
import { parseLeie } from '@app/screening/parsing/parse-leie';
import { parseOfac } from '@app/screening/parsing/parse-ofac';
import { parseSam } from '@app/screening/parsing/parse-sam';
import { parseStateSource } from '@app/screening/state-lists/parse-state-source';
import { stateSource } from '@app/screening/state-lists/registry';
import { validationFailed } from '../../../platform/errors';

/** Streams the records of one list file of `sourceId` (leie, sam, ofac, state:XX). */
export function parseListStream(
  sourceId: string,
  input: Readable,
  fileName: string,
  onIssue: ParseIssueHandler,
): AsyncGenerator<ListRecord> {
  const options = { file: fileName, onIssue };
  if (sourceId === 'leie') return parseLeie(input, options);
  if (sourceId === 'sam') return parseSam(input, options);
  if (sourceId === 'ofac') return parseOfac(input, options);
  const source = sourceId.startsWith('state:') ? stateSource(sourceId) : undefined;
  if (!source) throw validationFailed(`Unknown list source "${sourceId}"`, { sourceId: 'Unknown list source' });
  return parseStateSource(input, source, options);
}

/**
 * LEIE monthly supplements (`1601EXCL.csv`, `1601REIN.csv`, `sanc1511.csv`, `rein1511.csv`) change the
 * list in force; every other file is a whole list that replaces it.
 */
export function importModeFor(sourceId: string, fileName: string): 'FULL' | 'SUPPLEMENT' {
  const base = fileName.split(/[\\/]/).pop()!.toLowerCase();
  if (sourceId === 'leie' && /(excl|rein)\.csv$|^(sanc|rein)\d{4}\.csv$/.test(base)) return 'SUPPLEMENT';
  return 'FULL';
}
