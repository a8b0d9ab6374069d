import { createReadStream } from 'node:fs';
import type { ListRecord, ListSource, ParseIssueHandler } from '../model/list-record';
import { parseLeie } from './parse-leie';
import { parseOfac } from './parse-ofac';
import { parseSam } from './parse-sam';
import { parseStateSource } from '../state-lists/parse-state-source';
import { NO_LIST_JURISDICTIONS, stateSource } from '../state-lists/registry';

/** One list file to load. */
export interface ListFileSpec {
  source: ListSource;
  path: string;
  /** OFAC alt.csv to merge into the SDN entries. */
  altPath?: string;
}

/**
 * Streams the records of one list file with the parser its source needs.
 * Throws for an unknown state (a configuration error); a state file that is not its list's layout
 * throws ListFormatError when read; row problems go to `onIssue`.
 */
export function readListFile(spec: ListFileSpec, onIssue?: ParseIssueHandler): AsyncGenerator<ListRecord> {
  const input = createReadStream(spec.path);
  const options = { file: spec.path, onIssue };
  if (spec.source === 'leie') return parseLeie(input, options);
  if (spec.source === 'sam') return parseSam(input, options);
  if (spec.source === 'ofac') {
    return parseOfac(input, { ...options, alt: spec.altPath ? createReadStream(spec.altPath) : undefined, altFile: spec.altPath });
  }
  const source = stateSource(spec.source);
  if (!source) {
    input.destroy();
    const noList = NO_LIST_JURISDICTIONS.find((j) => j.id === spec.source.toUpperCase().replace('STATE:', 'state:'));
    throw new Error(
      noList
        ? `${noList.name}: there is no state list to read`
        : `unknown list "${spec.source}" (state lists: state:AK … state:WY, state:DC)`,
    );
  }
  return parseStateSource(input, source, options);
}
