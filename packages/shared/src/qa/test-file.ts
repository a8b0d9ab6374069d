/**
 * Rows of a test employee file (spec 002 §2 Test Files, §9): the bulk upload template's columns, a
 * 9-digit SSN, a DOB from 1930 through 2010 (MM/DD/YYYY), and a second address line in about a quarter
 * of the rows. Pure: the randomness is handed in, so tests can seed it.
 */
export type Random = () => number;

/** A small seeded generator (mulberry32) for repeatable files and tests. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'Maria', 'Wei'];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Nguyen',
  'Lee',
];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Blvd', 'Lake Rd'];
const PLACES = [
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Denver', state: 'CO', zip: '80202' },
  { city: 'Nashville', state: 'TN', zip: '37203' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' },
  { city: 'Raleigh', state: 'NC', zip: '27601' },
];

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** First and last day of the DOB range. */
const DOB_FROM = Date.UTC(1930, 0, 1);
const DOB_TO = Date.UTC(2010, 11, 31);

/** One row in template order: SSN, First Name, Last Name, Dob, Street 1, Street 2, City, State, Zip. */
export function testEmployeeRow(random: Random): string[] {
  const ssn = `${between(random, 100, 899)}${pad(between(random, 1, 99), 2)}${pad(between(random, 1, 9999), 4)}`;
  const dob = new Date(DOB_FROM + between(random, 0, (DOB_TO - DOB_FROM) / 86_400_000) * 86_400_000);
  const place = pick(random, PLACES);
  return [
    ssn,
    pick(random, FIRST_NAMES),
    pick(random, LAST_NAMES),
    `${pad(dob.getUTCMonth() + 1, 2)}/${pad(dob.getUTCDate(), 2)}/${dob.getUTCFullYear()}`,
    `${between(random, 1, 9999)} ${pick(random, STREETS)}`,
    random() < 0.25 ? `Apt ${between(random, 1, 999)}` : '',
    place.city,
    place.state,
    place.zip,
  ];
}
