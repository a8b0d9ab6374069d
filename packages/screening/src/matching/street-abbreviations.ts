/**
 * How US street lines abbreviate, from USPS Publication 28 ("Postal Addressing Standards"):
 * Appendix C1 (street suffixes: the common ones, each with the variants Pub 28 lists for it),
 * Appendix B (the eight directionals) and Appendix C2 (secondary unit designators). Every form is
 * folded to one word so "12 Oak St." and "12 Oak Street" are one street (prepare-address.ts). The
 * spelt-out word is kept rather than Pub 28's abbreviation: a typing slip is made in the word a clerk
 * wrote out ("middleton cirvle"), and the slip readings of address-alike.ts compare letters.
 */

/** Suffix word → its variants (Pub 28 C1). */
const SUFFIXES: Record<string, string[]> = {
  ALLEY: ['ALY', 'ALLEE', 'ALLY'],
  ANNEX: ['ANX', 'ANEX', 'ANNX'],
  ARCADE: ['ARC'],
  AVENUE: ['AVE', 'AV', 'AVEN', 'AVENU', 'AVN', 'AVNUE'],
  BEACH: ['BCH'],
  BEND: ['BND'],
  BLUFF: ['BLF', 'BLUF'],
  BOULEVARD: ['BLVD', 'BOUL', 'BOULV'],
  BRANCH: ['BR', 'BRNCH'],
  BRIDGE: ['BRG', 'BRDGE'],
  BROOK: ['BRK'],
  BYPASS: ['BYP', 'BYPA', 'BYPAS', 'BYPS'],
  CANYON: ['CYN', 'CANYN', 'CNYN'],
  CAUSEWAY: ['CSWY', 'CAUSWA'],
  CENTER: ['CTR', 'CEN', 'CENT', 'CENTR', 'CENTRE', 'CNTER', 'CNTR'],
  CIRCLE: ['CIR', 'CIRC', 'CIRCL', 'CRCL', 'CRCLE'],
  CLIFF: ['CLF'],
  CLUB: ['CLB'],
  COMMON: ['CMN'],
  CORNER: ['COR'],
  COURSE: ['CRSE'],
  COURT: ['CT'],
  COURTS: ['CTS'],
  COVE: ['CV'],
  CREEK: ['CRK'],
  CRESCENT: ['CRES', 'CRSENT', 'CRSNT'],
  CREST: ['CRST'],
  CROSSING: ['XING', 'CRSSNG'],
  CURVE: ['CURV'],
  DALE: ['DL'],
  DRIVE: ['DR', 'DRIV', 'DRV'],
  ESTATE: ['EST'],
  ESTATES: ['ESTS'],
  EXPRESSWAY: ['EXPY', 'EXP', 'EXPR', 'EXPRESS', 'EXPW'],
  EXTENSION: ['EXT', 'EXTN', 'EXTNSN'],
  FALLS: ['FLS'],
  FERRY: ['FRY', 'FRRY'],
  FIELD: ['FLD'],
  FIELDS: ['FLDS'],
  FOREST: ['FRST', 'FORESTS'],
  FORK: ['FRK'],
  FREEWAY: ['FWY', 'FREEWY', 'FRWAY', 'FRWY'],
  GARDEN: ['GDN', 'GARDN', 'GRDEN', 'GRDN'],
  GARDENS: ['GDNS', 'GRDNS'],
  GATEWAY: ['GTWY', 'GATEWY', 'GATWAY', 'GTWAY'],
  GLEN: ['GLN'],
  GREEN: ['GRN'],
  GROVE: ['GRV', 'GROV'],
  HARBOR: ['HBR', 'HARB', 'HARBR', 'HRBOR'],
  HAVEN: ['HVN'],
  HEIGHTS: ['HTS', 'HT'],
  HIGHWAY: ['HWY', 'HIGHWY', 'HIWAY', 'HIWY', 'HWAY'],
  HILL: ['HL'],
  HILLS: ['HLS'],
  HOLLOW: ['HOLW', 'HLLW', 'HOLLOWS', 'HOLWS'],
  ISLAND: ['IS', 'ISLND'],
  JUNCTION: ['JCT', 'JCTION', 'JCTN', 'JUNCTN', 'JUNCTON'],
  KNOLL: ['KNL', 'KNOL'],
  LAKE: ['LK'],
  LAKES: ['LKS'],
  LANDING: ['LNDG', 'LNDNG'],
  LANE: ['LN'],
  LOOP: ['LOOPS'],
  MANOR: ['MNR'],
  MEADOW: ['MDW'],
  MEADOWS: ['MDWS', 'MEDOWS'],
  MILL: ['ML'],
  MILLS: ['MLS'],
  MOUNTAIN: ['MTN', 'MNTAIN', 'MNTN', 'MOUNTIN', 'MTIN'],
  ORCHARD: ['ORCH', 'ORCHRD'],
  PARKWAY: ['PKWY', 'PARKWY', 'PKWAY', 'PKY', 'PARKWAYS', 'PKWYS'],
  PASSAGE: ['PSGE'],
  PIKE: ['PIKES'],
  PINES: ['PNES'],
  PLACE: ['PL'],
  PLAIN: ['PLN'],
  PLAINS: ['PLNS'],
  PLAZA: ['PLZ', 'PLZA'],
  POINT: ['PT'],
  PORT: ['PRT'],
  PRAIRIE: ['PR', 'PRR'],
  RANCH: ['RNCH', 'RANCHES', 'RNCHS'],
  RIDGE: ['RDG', 'RDGE'],
  RIVER: ['RIV', 'RVR', 'RIVR'],
  ROAD: ['RD'],
  ROADS: ['RDS'],
  ROUTE: ['RTE'],
  SHORE: ['SHR', 'SHOAR'],
  SHORES: ['SHRS', 'SHOARS'],
  SPRING: ['SPG', 'SPNG', 'SPRNG'],
  SPRINGS: ['SPGS', 'SPNGS', 'SPRNGS'],
  SQUARE: ['SQ', 'SQR', 'SQRE', 'SQU'],
  STATION: ['STA', 'STATN', 'STN'],
  STREET: ['ST', 'STR', 'STRT'],
  SUMMIT: ['SMT', 'SUMIT', 'SUMITT'],
  TERRACE: ['TER', 'TERR'],
  TRACE: ['TRCE', 'TRACES'],
  TRAIL: ['TRL', 'TRAILS', 'TRLS'],
  TURNPIKE: ['TPKE', 'TRNPK', 'TURNPK'],
  VALLEY: ['VLY', 'VALLY', 'VLLY'],
  VIEW: ['VW'],
  VILLAGE: ['VLG', 'VILL', 'VILLAG', 'VILLG', 'VILLIAGE'],
  VISTA: ['VIS', 'VIST', 'VST', 'VSTA'],
  WAY: ['WY'],
};

/** Directional abbreviation → the word (Pub 28 Appendix B: all eight). */
const DIRECTIONALS: Record<string, string> = {
  N: 'NORTH',
  S: 'SOUTH',
  E: 'EAST',
  W: 'WEST',
  NE: 'NORTHEAST',
  NW: 'NORTHWEST',
  SE: 'SOUTHEAST',
  SW: 'SOUTHWEST',
};

/** Every variant of a suffix or directional → the spelt-out word. */
export const STREET_WORDS: ReadonlyMap<string, string> = (() => {
  const words = new Map<string, string>();
  for (const [word, variants] of Object.entries(SUFFIXES)) for (const v of variants) words.set(v, word);
  for (const [abbreviation, word] of Object.entries(DIRECTIONALS)) words.set(abbreviation, word);
  return words;
})();

/** True when a word is a street suffix, spelt out or abbreviated. */
export function isStreetSuffix(word: string): boolean {
  return Object.hasOwn(SUFFIXES, word) || (STREET_WORDS.has(word) && !Object.hasOwn(DIRECTIONALS, word));
}

/**
 * Secondary unit designators that come with a number or letter (Pub 28 C2: "Apt 4", "Ste 200",
 * "# 3F"). "#" reaches here as the word UNIT (prepare-address.ts). KEY, PIER, SLIP and STOP are left
 * out: they name streets and places far more often than units.
 */
export const UNIT_DESIGNATORS: ReadonlySet<string> = new Set([
  'APT',
  'APARTMENT',
  'BLDG',
  'BUILDING',
  'DEPT',
  'DEPARTMENT',
  'FL',
  'FLR',
  'FLOOR',
  'HNGR',
  'HANGAR',
  'LOT',
  'RM',
  'ROOM',
  'SPC',
  'SPACE',
  'STE',
  'SUITE',
  'TRLR',
  'TRAILER',
  'UNIT',
  'NO',
]);

/** Designators that stand alone ("12 Main St Rear"); read only at the end of a line (Pub 28 C2). */
export const LONE_UNIT_DESIGNATORS: ReadonlySet<string> = new Set([
  'BSMT',
  'BASEMENT',
  'FRNT',
  'FRONT',
  'LBBY',
  'LOBBY',
  'LOWR',
  'LOWER',
  'OFC',
  'OFFICE',
  'PH',
  'PENTHOUSE',
  'REAR',
  'UPPR',
  'UPPER',
]);

const UNIT_ORDINALS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH'];
const TEEN_ORDINALS = [
  'ELEVENTH',
  'TWELFTH',
  'THIRTEENTH',
  'FOURTEENTH',
  'FIFTEENTH',
  'SIXTEENTH',
  'SEVENTEENTH',
  'EIGHTEENTH',
  'NINETEENTH',
];
const TENS = ['TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const TENS_ORDINALS = ['TWENTIETH', 'THIRTIETH', 'FORTIETH', 'FIFTIETH', 'SIXTIETH', 'SEVENTIETH', 'EIGHTIETH', 'NINETIETH'];

/** The ordinal in digits: 1 → 1ST, 12 → 12TH, 22 → 22ND. */
export function ordinalDigits(n: number): string {
  const tens = n % 100;
  const last = n % 10;
  const suffix = tens >= 11 && tens <= 13 ? 'TH' : last === 1 ? 'ST' : last === 2 ? 'ND' : last === 3 ? 'RD' : 'TH';
  return `${n}${suffix}`;
}

/** An ordinal written in words, one word ("FIRST", "TWENTYFIRST", "TWENTY-FIRST") → its number, 1–99. */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = (() => {
  const words = new Map<string, number>();
  UNIT_ORDINALS.forEach((w, i) => words.set(w, i + 1));
  TEEN_ORDINALS.forEach((w, i) => words.set(w, i + 11));
  TENS.forEach((tens, t) => {
    words.set(TENS_ORDINALS[t]!, (t + 2) * 10);
    UNIT_ORDINALS.slice(0, 9).forEach((unit, u) => {
      words.set(tens + unit, (t + 2) * 10 + u + 1);
      words.set(`${tens}-${unit}`, (t + 2) * 10 + u + 1);
    });
  });
  return words;
})();

/** The tens words that may stand apart from their ordinal ("TWENTY FIRST"). */
export const TENS_WORDS: ReadonlySet<string> = new Set(TENS);
