import { describe, expect, it } from 'vitest';
import { addressCode, addressCodeIsExact, prepareAddress, standardStreet } from './prepare-address';

const street = (line: string): string => standardStreet(line).street;
const unit = (line: string): string => standardStreet(line).unit;

describe('prepareAddress', () => {
  it('folds street words, city, state and ZIP so two spellings compare equal', () => {
    expect(prepareAddress('12 North Main Street, Suite 4', 'Albany', 'ny', '12207-1234')).toEqual({
      street: '12 NORTH MAIN STREET',
      unit: '4',
      city: 'ALBANY',
      state: 'NY',
      zip5: '12207',
    });
    expect(prepareAddress(undefined, undefined, undefined, '02139')).toMatchObject({ street: '', unit: '', zip5: '02139' });
  });
});

describe('standardStreet (USPS Publication 28)', () => {
  it('spells out street suffixes however they are abbreviated', () => {
    expect(street('12 Oak St.')).toBe(street('12 Oak Street'));
    expect(street('12 Oak Ave')).toBe(street('12 OAK AVENUE'));
    expect(street('12 Oak Av')).toBe(street('12 Oak Avenue'));
    expect(street('12 Oak Rd')).toBe(street('12 Oak Road'));
    expect(street('12 Oak Blvd')).toBe(street('12 Oak Boulevard'));
    expect(street('12 Oak Pkwy')).toBe(street('12 Oak Parkway'));
    expect(street('12160 Penderview Terr')).toBe(street('12160 Penderview Terrace'));
    expect(street('12 Oak Ct')).not.toBe(street('12 Oak St'));
  });

  it('spells out all eight directionals, before or after the name', () => {
    for (const [short, long] of [
      ['N', 'North'],
      ['S', 'South'],
      ['E', 'East'],
      ['W', 'West'],
      ['NE', 'Northeast'],
      ['NW', 'Northwest'],
      ['SE', 'Southeast'],
      ['SW', 'Southwest'],
    ]) {
      expect(street(`12 ${short} Main St`)).toBe(street(`12 ${long} Main Street`));
      expect(street(`12 Main St ${short}`)).toBe(street(`12 Main Street ${long}`));
    }
    expect(street('3500 Comanche Rd N.E.')).toBe('3500 COMANCHE ROAD NORTHEAST');
    expect(street('12 N Main St')).not.toBe(street('12 S Main St'));
  });

  it('takes the secondary unit apart whichever designator writes it', () => {
    for (const line of [
      '12 Oak St Apt 4',
      '12 Oak St #4',
      '12 Oak St, # 4',
      '12 Oak St Unit 4',
      '12 Oak St Ste 4',
      '12 Oak St, Suite 4',
      '12 Oak St Rm 4',
      '12 Oak St Fl 4',
      '12 Oak St 4th Floor',
    ]) {
      expect(standardStreet(line)).toEqual({ street: '12 OAK STREET', unit: '4' });
    }
    expect(unit('2784 E 12TH STREET, APT 5A')).toBe('5A');
    expect(unit('619 Lynrock St, Apt A')).toBe('A');
    expect(standardStreet('125 River St, Bldg 4, Apt 3F')).toEqual({ street: '125 RIVER STREET', unit: '4 3F' });
    expect(standardStreet('Suite 200, 12 Main St')).toEqual({ street: '12 MAIN STREET', unit: '200' });
    expect(standardStreet('12 Main St Rear')).toEqual({ street: '12 MAIN STREET', unit: 'REAR' });
    expect(standardStreet('13405 Brown Thrasher Pike, Apt')).toEqual({ street: '13405 BROWN THRASHER PIKE', unit: '' });
  });

  it('keeps a word that names the street even where it could be a designator', () => {
    expect(street('12 Front St')).toBe('12 FRONT STREET');
    expect(street('9850 Key West Ave, #308')).toBe('9850 KEY WEST AVENUE');
    expect(street('12 Lot Road')).toBe('12 LOT ROAD');
  });

  it('writes ordinals in digits, whether spelt, abbreviated or a bare number before the suffix', () => {
    expect(street('12 First Ave')).toBe(street('12 1st Avenue'));
    expect(street('12 Twenty-First St')).toBe('12 21ST STREET');
    expect(street('12 Twenty First St')).toBe('12 21ST STREET');
    expect(street('12 2d St')).toBe('12 2ND STREET');
    expect(street('30-40 45 Street')).toBe(street('30-40 45th St'));
  });

  it('reads St opening a name as Saint and P O Box as PO BOX', () => {
    expect(street('12 St. Charles Ave')).toBe(street('12 Saint Charles Avenue'));
    expect(street('P O Box 619')).toBe('PO BOX 619');
    expect(street('Post Office Box 619')).toBe('PO BOX 619');
    expect(standardStreet('P O BOX 4000, #67737-112')).toEqual({ street: 'PO BOX 4000', unit: '67737-112' });
  });
});
describe('addressCode', () => {
  it('is 0 for an empty text and exact for a state or a ZIP, so equal codes there need no string comparison', () => {
    expect(addressCode('')).toBe(0);
    expect(addressCode('NY')).not.toBe(addressCode('NJ'));
    expect(addressCodeIsExact(addressCode('NY'))).toBe(true);
    expect(addressCode('02139')).not.toBe(addressCode('2139'));
    expect(addressCodeIsExact(addressCode('02139'))).toBe(true);
  });

  it('hashes longer texts: different texts get different codes, equal codes are confirmed on the strings', () => {
    expect(addressCodeIsExact(addressCode('ALBANY'))).toBe(false);
    expect(addressCode('ALBANY')).toBe(addressCode('ALBANY'));
    expect(addressCode('ALBANY')).not.toBe(addressCode('ALBANI'));
  });
});
