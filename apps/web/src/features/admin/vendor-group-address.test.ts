import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../lib/use-url-state';
import { groupIdsOf, loadedState, searchOf, VENDOR_GROUP_PARAMS, withoutGroup, withSavedGroups } from './vendor-group-address';

const stateOf = (query: string) => readUrlState(VENDOR_GROUP_PARAMS, new URLSearchParams(query));
const addressOf = (query: string, state: ReturnType<typeof stateOf>) =>
  writeUrlState(VENDOR_GROUP_PARAMS, state, new URLSearchParams(query)).toString();

describe('Vendor Group Manager in the address', () => {
  it('reads the board as COVG IDs in order, each once, leaving out what is not a whole number above 0', () => {
    expect(groupIdsOf('12 5,12  7')).toEqual([12, 5, 7]);
    expect(groupIdsOf('0 -3 4.5 x9 08 31')).toEqual([31]);
    expect(groupIdsOf('1234567890123456')).toEqual([]);
    expect(groupIdsOf('')).toEqual([]);
  });

  it('writes a Load as its values and the groups found after those on the board, emptying the other boxes', () => {
    const before = stateOf('covgId=3&groups=3+9&vendors=true');
    const change = loadedState('signupCode', ['SUMT2026', 'SUMS2026'], [3, 9], [9, 14]);
    const after = { ...before, ...change };
    expect(searchOf(after)).toEqual({ signupCode: 'SUMT2026 SUMS2026', covgId: '', covId: '', ptid: '' });
    expect(addressOf('covgId=3&groups=3+9&vendors=true', after)).toBe('groups=3+9+14&vendors=true&signupCode=SUMT2026+SUMS2026');
  });

  it('drops a removed group and adds the groups a save created', () => {
    expect(withoutGroup([3, 9, 14], 9)).toEqual({ groups: '3 14' });
    expect(withoutGroup([3], 3)).toEqual({ groups: '' });
    expect(withSavedGroups([3, 9], [9, 21])).toEqual({ groups: '3 9 21' });
  });

  it('keeps a plain address for an empty manager, and the switch only when on', () => {
    expect(addressOf('', stateOf(''))).toBe('');
    expect(addressOf('', { ...stateOf(''), vendors: true })).toBe('vendors=true');
    expect(stateOf('vendors=yes').vendors).toBe(false);
  });
});
