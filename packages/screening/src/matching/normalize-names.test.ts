import { describe, expect, it } from 'vitest';
import { tokenRarity } from './compare-business-tokens';
import { foldText } from './fold-text';
import { normalizeBusinessName } from './normalize-business-name';
import { normalizeFullPersonName, normalizePersonName } from './normalize-person-name';

describe('foldText', () => {
  it('upper-cases, strips accents and special letters, and removes punctuation', () => {
    expect(foldText('José Ñúñez')).toBe('JOSE NUNEZ');
    expect(foldText('Łukasz Strauß')).toBe('LUKASZ STRAUSS');
    expect(foldText("O'Brien, Jr.")).toBe('OBRIEN JR');
  });

  it('keeps hyphens, which mark compound surnames', () => {
    expect(foldText('Smith-Jones')).toBe('SMITH-JONES');
  });
});

describe('normalizePersonName', () => {
  it('drops generational suffixes and credentials', () => {
    expect(normalizePersonName('John', undefined, 'Smith Jr.').lastConcat).toBe('SMITH');
    expect(normalizePersonName('Ann', undefined, 'Lee, MD').lastConcat).toBe('LEE');
    expect(normalizePersonName('Robert', undefined, 'King III').lastConcat).toBe('KING');
    expect(normalizePersonName('Jane', undefined, 'Doe PhD').lastConcat).toBe('DOE');
  });

  it('keeps a suffix-like token when it is the whole surname', () => {
    expect(normalizePersonName('Thanh', undefined, 'Do').lastConcat).toBe('DO');
  });

  it('drops titles before the first name', () => {
    expect(normalizePersonName('Dr. Ayman', undefined, 'AL ZAWAHIRI')).toMatchObject({ first: 'AYMAN', lastParts: ['AL', 'ZAWAHIRI'] });
  });

  it('splits compound and hyphenated surnames into parts', () => {
    expect(normalizePersonName('Ana', undefined, 'García-López')).toMatchObject({
      lastParts: ['GARCIA', 'LOPEZ'],
      lastConcat: 'GARCIALOPEZ',
    });
    expect(normalizePersonName('Ana', undefined, 'de la Cruz').lastParts).toEqual(['DE', 'LA', 'CRUZ']);
  });

  it('moves a second given name into the middles', () => {
    expect(normalizePersonName('Maria Alice', 'Nathan', 'Leão')).toMatchObject({
      first: 'MARIA',
      middles: ['ALICE', 'NATHAN'],
      lastParts: ['LEAO'],
      lastConcat: 'LEAO',
    });
  });

  it('splits "LAST, First" given as a single last-name value', () => {
    expect(normalizePersonName(undefined, undefined, 'SMITH, John Paul')).toMatchObject({
      first: 'JOHN',
      middles: ['PAUL'],
      lastConcat: 'SMITH',
    });
  });

  it('keeps a middle initial V (not read as the roman numeral)', () => {
    expect(normalizePersonName('Heather', 'V', 'Krell').middles).toEqual(['V']);
  });
});

describe('normalizeFullPersonName', () => {
  it('reads "First Middle Last" and "LAST, First" orders', () => {
    expect(normalizeFullPersonName('Victor A Martinez')).toMatchObject({ first: 'VICTOR', middles: ['A'], lastConcat: 'MARTINEZ' });
    expect(normalizeFullPersonName('MARTINEZ, Victor')).toMatchObject({ first: 'VICTOR', lastConcat: 'MARTINEZ' });
  });
});

describe('normalizeBusinessName', () => {
  it('drops legal forms and filler words', () => {
    expect(normalizeBusinessName('The Acme Medical Supply, Inc.').key).toBe('ACME MEDICAL SUPPLY');
    expect(normalizeBusinessName('ACME MEDICAL SUPPLY LLC').key).toBe('ACME MEDICAL SUPPLY');
    expect(normalizeBusinessName('Acme Medical Supply Co., Ltd.').key).toBe('ACME MEDICAL SUPPLY');
    expect(normalizeBusinessName('Smith & Jones PLLC').key).toBe('SMITH JONES');
    expect(normalizeBusinessName('Bright Smiles Dental P.C.').key).toBe('BRIGHT SMILES DENTAL');
  });

  it('keeps a legal-form word that starts the name', () => {
    expect(normalizeBusinessName('CO OP PHARMACY').key).toBe('CO OP PHARMACY');
  });

  it('reads a long legal-form phrase with one misspelt word as the form, but never a lone misspelt word', () => {
    expect(normalizeBusinessName('TACTICAL MISSILES CORPORATION JOYNT STOCK COMPANY')).toMatchObject({
      key: 'TACTICAL MISSILES',
      form: 'JSC',
    });
    expect(normalizeBusinessName('Acme Limited Liability Compny')).toMatchObject({ key: 'ACME', form: 'LLC' });
    expect(normalizeBusinessName('Acme Stock Company').key).toBe('ACME STOCK');
    expect(normalizeBusinessName('Joynt Ventures Inc').key).toBe('JOYNT VENTURES');
  });
});

describe('tokenRarity', () => {
  it('weighs a lone letter as a generic word, however rare it is on the lists', () => {
    const rarity = tokenRarity(
      new Map([
        ['L', 1],
        ['MENDEZ', 1],
        ['MEDICAL', 990],
      ]),
      1_000,
    );
    expect(rarity.weight('L')).toBeLessThan(rarity.weight('MENDEZ'));
    expect(rarity.weight('L')).toBe(rarity.weight('MEDICAL'));
  });
});
