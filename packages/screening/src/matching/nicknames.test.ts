import { describe, expect, it } from 'vitest';
import { buildNicknameTable, loadNicknames } from './nicknames';

const CSV =
  'name1,relationship,name2\nwilliam,has_nickname,bill\nwilliam,has_nickname,will\nbill,has_nickname,robert\naaron,has_nickname,ron\nveronica,has_nickname,ron\n';

describe('nickname table', () => {
  it('treats a formal name and its nickname as equivalent in both directions', () => {
    const t = buildNicknameTable(CSV);
    expect(t.areEquivalent('WILLIAM', 'BILL')).toBe(true);
    expect(t.areEquivalent('BILL', 'WILLIAM')).toBe(true);
  });

  it('does not chain through a name linked to two others', () => {
    const t = buildNicknameTable(CSV);
    expect(t.areEquivalent('AARON', 'RON')).toBe(true);
    expect(t.areEquivalent('AARON', 'VERONICA')).toBe(false);
    expect(t.areEquivalent('ROBERT', 'BILL')).toBe(true);
    expect(t.areEquivalent('ROBERT', 'WILLIAM')).toBe(false);
  });

  it('lists the equivalents of a name, itself included', () => {
    expect([...buildNicknameTable(CSV).equivalents('BILL')].sort()).toEqual(['BILL', 'ROBERT', 'WILLIAM']);
    expect(buildNicknameTable(CSV).equivalents('ZED')).toEqual(['ZED']);
  });

  it('loads the shipped table from packages/screening/data', () => {
    const t = loadNicknames();
    expect(t.areEquivalent('MARGARET', 'PEGGY')).toBe(true);
    expect(t.areEquivalent('ROBERT', 'BOB')).toBe(true);
    expect(t.areEquivalent('ROBERT', 'WILLIAM')).toBe(false);
  });
});
