import { createReadStream } from 'node:fs';
import type { ListRecord, ListSource, ParseIssueHandler } from '../model/list-record';
import { parseLeie } from './parse-leie';
import { parseOfac } from './parse-ofac';
import { parseSam } from './parse-sam';
import { parseStateList } from './parse-state-list';
import { STATE_LIST_MAPPINGS } from './state-mappings/state-mappings';

/** One list file to load. */
export interface ListFileSpec {
  source: ListSource;
  path: string;
  /** OFAC alt.csv to merge into the SDN entries. */
  altPath?: string;
}

/**
 * Streams the records of one list file with the parser its source needs.
 * Throws only for an unknown state (a configuration error); row problems go to `onIssue`.
 */
export function readListFile(spec: ListFileSpec, onIssue?: ParseIssueHandler): AsyncGenerator<ListRecord> {
  const input = createReadStream(spec.path);
  const options = { file: spec.path, onIssue };
  if (spec.source === 'leie') return parseLeie(input, options);
  if (spec.source === 'sam') return parseSam(input, options);
  if (spec.source === 'ofac') {
    return parseOfac(input, { ...options, alt: spec.altPath ? createReadStream(spec.altPath) : undefined, altFile: spec.altPath });
  }
  const state = spec.source.slice('state:'.length).toUpperCase();
  const mapping = STATE_LIST_MAPPINGS[state];
  if (!mapping) {
    input.destroy();
    throw new Error(`no column mapping for state list "${spec.source}" (known: ${Object.keys(STATE_LIST_MAPPINGS).join(', ')})`);
  }
  return parseStateList(input, mapping, options);
}
