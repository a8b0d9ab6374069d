/** What the regroup rules need to know of a COV and of the groups it would leave and join. */
export interface MovingCov {
  id: number;
  covgId: number;
  trashed: boolean;
  /** The platform vendor the record is linked to (its PTID), if any. */
  vendorId: number | null;
}

export interface GroupFacts {
  id: number;
  clientId: number;
  trashed: boolean;
  vendorId: number | null;
}

/** Why a COV cannot move, in words kept in the audit log and the grouping file's row errors. */
export type MoveRefusal =
  | 'COV not found'
  | 'COV is trashed'
  | 'group not found'
  | 'group is trashed'
  | 'group of another client'
  | 'group linked to another vendor'
  | 'COV named twice';

/**
 * The vendor a COV stands for: its own link, else (a record added before its group was linked) its
 * group's vendor.
 */
export function vendorOfCov(cov: MovingCov, from: GroupFacts): number | null {
  return cov.vendorId ?? from.vendorId;
}

/**
 * Whether `cov` may move from `from` to `to` (decision 186): only a live COV, only into a live group of
 * the same client, and never into a group linked to another platform vendor than the one the COV stands
 * for. A New Group (`to` of kind 'new') takes the client of the first COV it receives.
 */
export function moveRefusal(cov: MovingCov, from: GroupFacts, to: GroupFacts | undefined): MoveRefusal | null {
  if (cov.trashed) return 'COV is trashed';
  if (!to) return 'group not found';
  if (to.trashed) return 'group is trashed';
  if (to.clientId !== from.clientId) return 'group of another client';
  const vendor = vendorOfCov(cov, from);
  if (vendor !== null && to.vendorId !== null && to.vendorId !== vendor) return 'group linked to another vendor';
  return null;
}

/**
 * Whether a group that COVs left still stands for `vendorId`: while any COV it keeps is linked to that
 * vendor or to none (those stand for the group's vendor).
 */
export function keepsVendor(remaining: ReadonlyArray<{ vendorId: number | null }>, vendorId: number): boolean {
  return remaining.some((cov) => cov.vendorId === null || cov.vendorId === vendorId);
}
