import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldText } from './fold-text';

/** First-name equivalence built from `name1,has_nickname,name2` pairs. */
export interface NicknameTable {
  /** True when the two (folded, upper-case) names are the same name or nickname-related. */
  areEquivalent(a: string, b: string): boolean;
  /** Every name equivalent to `name`, itself included. */
  equivalents(name: string): readonly string[];
}

/** Where the shipped table lives (packages/screening/data/nicknames/names.csv, Apache-2.0). */
export const DEFAULT_NICKNAMES_PATH = fileURLToPath(new URL('../../data/nicknames/names.csv', import.meta.url));

/**
 * Builds the table from CSV text. Each formal name and its nicknames form one group; two names
 * are equivalent when they share a group, which makes the relation symmetric (Bill ~ William,
 * William ~ Bill) and links sibling nicknames (Bill ~ Will). It is deliberately not transitive
 * across groups: RON ~ AARON and RON ~ VERONICA must not make AARON ~ VERONICA.
 */
export function buildNicknameTable(csvText: string): NicknameTable {
  const groupsByName = new Map<string, number[]>();
  const members: string[][] = [];
  const groupOfFormal = new Map<string, number>();
  const addToGroup = (name: string, group: number): void => {
    const list = groupsByName.get(name);
    if (!list) groupsByName.set(name, [group]);
    else if (!list.includes(group)) list.push(group);
    if (!members[group]!.includes(name)) members[group]!.push(name);
  };
  for (const line of csvText.split(/\r?\n/)) {
    const [rawFormal, relation, rawNick] = line.split(',');
    if (!rawFormal || !rawNick || relation?.trim() !== 'has_nickname') continue;
    const formal = foldText(rawFormal);
    const nick = foldText(rawNick);
    if (formal === '' || nick === '') continue;
    let group = groupOfFormal.get(formal);
    if (group === undefined) {
      group = members.length;
      members.push([]);
      groupOfFormal.set(formal, group);
      addToGroup(formal, group);
    }
    addToGroup(nick, group);
  }
  const equivalentsCache = new Map<string, string[]>();
  return {
    areEquivalent(a, b) {
      if (a === b) return true;
      const ga = groupsByName.get(a);
      if (!ga) return false;
      const gb = groupsByName.get(b);
      if (!gb) return false;
      for (const g of ga) if (gb.includes(g)) return true;
      return false;
    },
    equivalents(name) {
      let cached = equivalentsCache.get(name);
      if (!cached) {
        const set = new Set<string>([name]);
        for (const g of groupsByName.get(name) ?? []) for (const m of members[g]!) set.add(m);
        cached = [...set];
        equivalentsCache.set(name, cached);
      }
      return cached;
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
