import type { Covg, RegroupRequest } from '@app/shared/vendor-groups/vendor-groups';

/** A column of the regroup board: a loaded group, or a New Group (no id; its client is that of its first COV). */
export interface BoardGroup {
  key: string;
  covgId: number | null;
  clientId: number | null;
  trashed: boolean;
  covIds: number[];
}

/** The board's key of a loaded group and of the n-th New Group. */
const groupKey = (covgId: number) => `group-${covgId}`;
const newGroupKey = (n: number) => `new-${n}`;

/** The board as the loaded groups are now. */
export function boardOf(groups: readonly Covg[]): BoardGroup[] {
  return groups.map((group) => ({
    key: groupKey(group.id),
    covgId: group.id,
    clientId: group.clientId,
    trashed: group.trashed,
    covIds: group.covs.map((cov) => cov.id),
  }));
}

/** Adds an empty New Group column. */
export function withNewGroup(board: readonly BoardGroup[]): BoardGroup[] {
  const taken = board.filter((group) => group.covgId === null).length;
  return [...board, { key: newGroupKey(taken + 1), covgId: null, clientId: null, trashed: false, covIds: [] }];
}

/**
 * Whether the COV may be dropped on the group (spec 002 §4): only into another group of the client its
 * group belongs to, or into a New Group that is empty or holds that client's COVs; never into a trashed group.
 */
export function canDrop(board: readonly BoardGroup[], covId: number, toKey: string): boolean {
  const from = board.find((group) => group.covIds.includes(covId));
  const to = board.find((group) => group.key === toKey);
  if (!from || !to || from.key === to.key || to.trashed) return false;
  if (to.covgId === null && to.clientId === null) return true;
  return to.clientId === from.clientId;
}

/** The board after moving a COV (unchanged when `canDrop` refuses it). */
export function moveCov(board: readonly BoardGroup[], covId: number, toKey: string): BoardGroup[] {
  if (!canDrop(board, covId, toKey)) return [...board];
  const from = board.find((group) => group.covIds.includes(covId))!;
  return board.map((group) => {
    if (group.key === from.key) return { ...group, covIds: group.covIds.filter((id) => id !== covId) };
    if (group.key === toKey) return { ...group, clientId: group.clientId ?? from.clientId, covIds: [...group.covIds, covId] };
    return group;
  });
}

/** How many COVs sit in another group than the one they were loaded in. */
export function pendingMoves(loaded: readonly BoardGroup[], board: readonly BoardGroup[]): number {
  const home = new Map(loaded.flatMap((group) => group.covIds.map((id): [number, string] => [id, group.key])));
  return board.reduce((count, group) => count + group.covIds.filter((id) => home.get(id) !== group.key).length, 0);
}

/** The regroup request: every loaded group with its COVs, and each New Group that received some. */
export function regroupRequest(board: readonly BoardGroup[]): RegroupRequest {
  return {
    covgs: board
      .filter((group) => group.covgId !== null || group.covIds.length > 0)
      .map((group) => ({ id: group.covgId, covs: group.covIds.map((id) => ({ id })) })),
  };
}
