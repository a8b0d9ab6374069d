import { describe, expect, it } from 'vitest';
import {
  addressForm,
  citiesAlike as citiesFormAlike,
  sameStreetOtherNumber as sameStreetFormOtherNumber,
  streetsAlike as streetsFormAlike,
} from './address-alike';
import { prepareAddress } from './prepare-address';

const street = (line: string) => addressForm(prepareAddress(line, '', '', ''), line);
const city = (name: string) => addressForm(prepareAddress('', name, '', ''), '');

const streetsAlike = (a: string, b: string): boolean => streetsFormAlike(street(a), street(b));
const sameStreetOtherNumber = (a: string, b: string): boolean => sameStreetFormOtherNumber(street(a), street(b));
const citiesAlike = (a: string, b: string): boolean => citiesFormAlike(city(a), city(b));

describe('addresses typed with one slip', () => {
  it('reads a moved or lost space and one swapped, doubled or dropped letter as the same street', () => {
    expect(streetsAlike('33 Longmor ecrescent', '33 LONGMORE CRESCENT')).toBe(true);
    expect(streetsAlike('40 bannerstreet', '40 Banner Street')).toBe(true);
    expect(streetsAlike('28 banks srteet', '28 banks street')).toBe(true);
    expect(streetsAlike('1 federal ighway', '1 Federal Highway')).toBe(true);
  });

  it('keeps another house number, a second slip in a short line or a short street apart', () => {
    expect(streetsAlike('54 Discovery Street', '53 Discovery Street')).toBe(false);
    expect(streetsAlike('7 Oak Stret', '7 Oak Streeet')).toBe(false);
    expect(streetsAlike('2 Elm', '2 Elk')).toBe(false);
    expect(streetsAlike('', '')).toBe(false);
  });

  it('reads two slips in a long street line as the same street, three as another', () => {
    expect(streetsAlike('7 middletoz cwircuit', '7 middleton circuit')).toBe(true);
    expect(streetsAlike('2 renwick lwtreet', '2 renwick street')).toBe(true);
    expect(streetsAlike('10 Washington Road', '10 Washington Rd')).toBe(true);
    expect(streetsAlike('10 Washington Avenue', '10 Washington Street')).toBe(false);
    expect(streetsAlike('84 osmand street', '84 osmand str eet')).toBe(true);
    expect(streetsAlike('29 knoke av enue', '29 knoke avenue')).toBe(true);
    expect(streetsAlike('7 middletoz cwircuit', '8 middleton circuit')).toBe(false);
  });

  it('never reads another compass word as a slip: East and West Main are two streets', () => {
    expect(streetsAlike('12 East Main Street', '12 West Main Street')).toBe(false);
    expect(streetsAlike('12 N Main St', '12 S Main St')).toBe(false);
    expect(streetsAlike('12 North Main Street', '12 Nrth Main Street')).toBe(true);
    expect(streetsAlike('12 N Main Street', '12 Main Street')).toBe(true);
  });

  it('reads a house number written on one side only as left out, not as another house', () => {
    expect(streetsAlike('madigan street', '33 madigan street')).toBe(true);
    expect(streetsAlike('sturt avenue', '102 sturt avnue')).toBe(true);
    expect(streetsAlike('52', '52 florey drive')).toBe(false);
    expect(streetsAlike('Elm', '4 Elm')).toBe(false);
  });

  it('reads a city with a moved space or one slip as the same city, a short one only as written', () => {
    expect(citiesAlike('Salisburyeast', 'Salisbury East')).toBe(true);
    expect(citiesAlike('blackown', 'BLACKTOWN')).toBe(true);
    expect(citiesAlike('Bucaisa', 'Bucasia')).toBe(true);
    expect(citiesAlike('Bath', 'Bata')).toBe(false);
    expect(citiesAlike('Munrudbn', 'Munruben')).toBe(false);
  });

  it('tells the same street under another house number from the same house and from another street', () => {
    expect(sameStreetOtherNumber('9 eleanora strreet', '91 eleanora street')).toBe(true);
    expect(sameStreetOtherNumber('102 hicks street', '9 Hicks St.')).toBe(true);
    expect(sameStreetOtherNumber('102 hicks street', '9 hicks street')).toBe(true);
    expect(sameStreetOtherNumber('9 hicks street', '9 hicks street')).toBe(false);
    expect(sameStreetOtherNumber('hicks street', '9 hicks street')).toBe(false);
    expect(sameStreetOtherNumber('102 hicks street', '9 banks street')).toBe(false);
  });

  it('reads abbreviated and spelt-out street words alike when a slip is made in either', () => {
    expect(streetsAlike('12 Washingtn St', '12 Washington Street')).toBe(true);
    expect(streetsAlike('12 N Washingtn Ave', '12 North Washington Avenue')).toBe(true);
    expect(streetsAlike('12 Washington Ct', '12 Washington St')).toBe(false);
  });

  it('reads a compass word on one side only as left out, a different one on both sides as another street', () => {
    expect(streetsAlike('12 N Main St', '12 Main Street')).toBe(true);
    expect(streetsAlike('12 Main St NW', '12 Main Street')).toBe(true);
    expect(streetsAlike('12 NE Main St', '12 NW Main St')).toBe(false);
  });

  it('reads a unit written on one side only as left out and two different units as two homes', () => {
    expect(streetsAlike('12 Washingtn St Apt 4', '12 Washington Street')).toBe(true);
    expect(streetsAlike('12 Washingtn St #4', '12 Washington Street, Unit 4')).toBe(true);
    expect(streetsAlike('12 Washingtn St Apt 4', '12 Washington Street Apt 5')).toBe(false);
  });
});
