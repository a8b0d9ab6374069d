import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldText } from './fold-text';

/** First-name equivalence built from `name1,has_nickname,name2` pairs. */
export interface NicknameTable {
  /** True when the two (folded, upper-case) names are the same name or nickname-related. */
  areEquivalent(a: string, b: string): boolean;
  /** Every name equivalent to `name`, itself included. */
  equivalents(name: string): readonly string[];
  /** The distinct first letters of `equivalents(name)` (for blocking keys), memoised. */
  equivalentInitials(name: string): string;
}

/** Where the shipped table lives (packages/screening/data/nicknames/names.csv, Apache-2.0). */
export const DEFAULT_NICKNAMES_PATH = fileURLToPath(new URL('../../data/nicknames/names.csv', import.meta.url));

/**
 * Builds the table from CSV text. Two names are equivalent when a row links them in either
 * direction (Bill ~ William, William ~ Bill). The relation is deliberately not transitive: the
 * table also holds reverse rows such as "bill,has_nickname,robert" and
 * "bill,has_nickname,william", and chaining through them would make ROBERT ~ WILLIAM.
 */
export function buildNicknameTable(csvText: string): NicknameTable {
  const neighbours = new Map<string, Set<string>>();
  const link = (a: string, b: string): void => {
    let set = neighbours.get(a);
    if (!set) neighbours.set(a, (set = new Set([a])));
    set.add(b);
  };
  for (const line of csvText.split(/\r?\n/)) {
    const [rawFormal, relation, rawNick] = line.split(',');
    if (!rawFormal || !rawNick || relation?.trim() !== 'has_nickname') continue;
    const formal = foldText(rawFormal);
    const nick = foldText(rawNick);
    if (formal === '' || nick === '' || formal === nick) continue;
    link(formal, nick);
    link(nick, formal);
  }
  const frozen = new Map<string, readonly string[]>();
  const initials = new Map<string, string>();
  for (const [name, set] of neighbours) {
    frozen.set(name, [...set]);
    initials.set(name, [...new Set([...set].map((n) => n.charAt(0)))].join(''));
  }
  return {
    areEquivalent(a, b) {
      return a === b || (neighbours.get(a)?.has(b) ?? false);
    },
    equivalents(name) {
      return frozen.get(name) ?? [name];
    },
    equivalentInitials(name) {
      return initials.get(name) ?? name.charAt(0);
    },
  };
}

let defaultTable: NicknameTable | undefined;

/**
 * Loads the nickname table from `path` (default: the copy shipped in packages/screening/data).
 * The default table is read once and shared.
 */
export function loadNicknames(path?: string): NicknameTable {
  if (path === undefined) {
    defaultTable ??= buildNicknameTable(readFileSync(DEFAULT_NICKNAMES_PATH, 'utf8'));
    return defaultTable;
  }
  return buildNicknameTable(readFileSync(path, 'utf8'));
}
