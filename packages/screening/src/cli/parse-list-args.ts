import type { ListSource } from '../model/list-record';
import { detectFormat } from '../parsing/detect-format';
import type { ListFileSpec } from '../parsing/read-list-file';

/**
 * Parses `--list SOURCE=FILE` values (SOURCE: leie, sam, ofac, state:XX); a bare FILE is
 * recognised by name (see detectFormat). An OFAC alt.csv attaches to the OFAC file before it.
 */
export function parseListArgs(values: readonly string[]): ListFileSpec[] {
  const specs: ListFileSpec[] = [];
  for (const value of values) {
    const m = /^(leie|sam|ofac|ofac-alt|state:[A-Za-z]{2})=(.+)$/i.exec(value);
    let source: string | undefined;
    let path: string;
    if (m) {
      source = m[1]!.toLowerCase();
      path = m[2]!;
    } else {
      path = value;
      const format = detectFormat(value);
      if (!format) throw new Error(`cannot tell which list "${value}" is; write SOURCE=FILE (leie, sam, ofac, ofac-alt, state:XX)`);
      source = format.part === 'alt' ? 'ofac-alt' : format.source;
    }
    if (source === 'ofac-alt') {
      const ofac = [...specs].reverse().find((s) => s.source === 'ofac');
      if (!ofac) throw new Error(`--list ofac-alt=${path} must follow an --list ofac=SDN file`);
      ofac.altPath = path;
      continue;
    }
    const normalized = (source.startsWith('state:') ? `state:${source.slice(6).toUpperCase()}` : source) as ListSource;
    specs.push({ source: normalized, path });
  }
  return specs;
}
