import { describe, expect, it } from 'vitest';
import { KEY_FAMILY, KeyTableBuilder, twoLetters } from './key-table';

describe('KeyTable', () => {
  it('keeps one posting list per (family, text, extra) key, in the order names were added, each name once', () => {
    const builder = new KeyTableBuilder();
    builder.add(KEY_FAMILY.surname, 'SM0', 0, 0);
    builder.add(KEY_FAMILY.surname, 'SM0', 0, 0);
    builder.add(KEY_FAMILY.token, 'SM0', 0, 1);
    builder.add(KEY_FAMILY.surname, 'SM0', 0, 2);
    builder.add(KEY_FAMILY.surnameInitial, 'SM0', 74, 2);
    const table = builder.freeze();
    expect(table.size).toBe(3);
    expect(table.list(table.find(KEY_FAMILY.surname, 'SM0'))).toEqual([0, 2]);
    expect(table.list(table.find(KEY_FAMILY.token, 'SM0'))).toEqual([1]);
    expect(table.list(table.find(KEY_FAMILY.surnameInitial, 'SM0', 74))).toEqual([2]);
    expect(table.find(KEY_FAMILY.surnameInitial, 'SM0', 75)).toBe(-1);
    expect(table.find(KEY_FAMILY.surname, 'XM0')).toBe(-1);
    expect(table.has(KEY_FAMILY.dob)).toBe(false);
  });

  it('finds every key after growing far past its first size', () => {
    const builder = new KeyTableBuilder();
    for (let i = 0; i < 200_000; i++) builder.add(KEY_FAMILY.joined, `NAME${i % 150_000}`, 0, i);
    const table = builder.freeze();
    expect(table.size).toBe(150_000);
    expect(table.list(table.find(KEY_FAMILY.joined, 'NAME7'))).toEqual([7, 150_007]);
    expect(table.list(table.find(KEY_FAMILY.joined, 'NAME149999'))).toEqual([149_999]);
  });

  it('lists the texts of a family held by more names than a limit', () => {
    const builder = new KeyTableBuilder();
    for (let i = 0; i < 5; i++) builder.add(KEY_FAMILY.token, 'JN', 0, i);
    builder.add(KEY_FAMILY.token, 'PTR', 0, 9);
    for (let i = 0; i < 5; i++) builder.add(KEY_FAMILY.surname, 'PTR', 0, i);
    expect([...builder.textsAbove(KEY_FAMILY.token, 3)]).toEqual(['JN']);
  });

  it('packs two letters into a distinct number for each pair', () => {
    expect(twoLetters('AB')).not.toBe(twoLetters('BA'));
    expect(twoLetters('ANNA')).toBe(twoLetters('AN'));
  });
});
