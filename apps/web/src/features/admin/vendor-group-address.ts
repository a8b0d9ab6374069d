import { parseIdentifiers } from '@app/shared/vendor-groups/vendor-groups';
import { urlParam } from '../../lib/use-url-state';
import type { GroupIdentifier } from './api/vendor-groups';

/**
 * The Vendor Group Manager in the address: the search last loaded (one identifier's values), the COVG IDs
 * of the groups on the board (in the order loaded) and whether linked vendors are shown. The board is kept
 * by COVG ID because it gathers several searches and loses the groups removed from it, which no one
 * search describes.
 */
export const VENDOR_GROUP_PARAMS = {
  signupCode: urlParam.text(),
  covgId: urlParam.text(),
  covId: urlParam.text(),
  ptid: urlParam.text(),
  groups: urlParam.text(),
  vendors: urlParam.flag(),
};

type VendorGroupState = { [K in keyof typeof VENDOR_GROUP_PARAMS]: (typeof VENDOR_GROUP_PARAMS)[K]['defaultValue'] };

/** Values as the address lists them: separated by a space (a `+` in the address). */
const listParam = (values: ReadonlyArray<string | number>) => values.join(' ');

/** The search boxes' values as the address gives them. */
export function searchOf(state: VendorGroupState): Record<GroupIdentifier, string> {
  return { signupCode: state.signupCode, covgId: state.covgId, covId: state.covId, ptid: state.ptid };
}

/** The COVG IDs on the board: whole numbers above 0, each once, in order; anything else is left out. */
export function groupIdsOf(raw: string): number[] {
  const ids = parseIdentifiers(raw)
    .filter((value) => /^[1-9][0-9]{0,14}$/.test(value))
    .map(Number);
  return [...new Set(ids)];
}

/**
 * What a Load writes: its identifier's values (the other boxes emptied) and the groups it found after
 * those already on the board (a group found again keeps its place).
 */
export function loadedState(
  kind: GroupIdentifier,
  values: readonly string[],
  onBoard: readonly number[],
  found: readonly number[],
): Partial<VendorGroupState> {
  return {
    signupCode: '',
    covgId: '',
    covId: '',
    ptid: '',
    [kind]: listParam(values),
    groups: listParam([...new Set([...onBoard, ...found])]),
  };
}

/** The board without one group. */
export function withoutGroup(onBoard: readonly number[], covgId: number): Partial<VendorGroupState> {
  return { groups: listParam(onBoard.filter((id) => id !== covgId)) };
}

/** The board after a save: the groups it created (a New Group's) added after those shown. */
export function withSavedGroups(onBoard: readonly number[], affected: readonly number[]): Partial<VendorGroupState> {
  return { groups: listParam([...new Set([...onBoard, ...affected])]) };
}
