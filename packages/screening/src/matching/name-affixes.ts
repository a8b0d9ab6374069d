/**
 * Generational suffixes and credentials that lists and rosters append to person names.
 * Stripped only when another token remains, because some are real surnames (DO, PA, MD in
 * Vietnamese/Korean names). 'V' is left out: it is far more often a middle initial.
 */
export const PERSON_SUFFIXES = new Set([
  'JR', 'SR', 'II', 'III', 'IV', 'VI', 'JNR', 'SNR', '2ND', '3RD',
  'MD', 'DO', 'DDS', 'DMD', 'DPM', 'DC', 'OD', 'RN', 'LPN', 'LVN', 'CNA', 'NP', 'PA', 'PAC', 'PHD', 'PHARMD',
  'RPH', 'ESQ', 'LCSW', 'MSW', 'LMFT', 'LPC', 'CRNA', 'APRN', 'FNP', 'DPT', 'PT', 'OT', 'MPH', 'MBA', 'CPA', 'DVM',
]);

/** Honorifics that precede a first name ("Dr. Ayman", "MR. FRANCISCO"). */
export const PERSON_TITLES = new Set(['DR', 'MR', 'MRS', 'MS', 'MISS', 'MX', 'PROF', 'REV', 'SIR', 'SHAYKH', 'SHEIKH', 'HAJI', 'HAJJI', 'MULLAH', 'MAULANA']);

/**
 * Legal-form words that do not distinguish one business from another
 * (ACME INC = ACME, LLC = ACME CORPORATION).
 */
export const BUSINESS_FORMS = new Set([
  'INC', 'INCORPORATED', 'LLC', 'LLLP', 'LLP', 'LP', 'LC', 'CORP', 'CORPORATION', 'PC', 'PLLC', 'PA', 'LTD', 'LIMITED',
  'CO', 'COMPANY', 'GMBH', 'AG', 'SA', 'SAS', 'SARL', 'SRL', 'SPA', 'BV', 'NV', 'AB', 'OY', 'AS', 'PLC', 'PTY', 'PVT',
  'AC', 'DE', 'CV', 'SC', 'JSC', 'OJSC', 'PJSC', 'CJSC', 'OOO', 'ZAO', 'OAO', 'FZE', 'FZCO', 'DMCC', 'LLC-FZ',
]);

/** Small words dropped from business names before comparison. */
export const BUSINESS_STOPWORDS = new Set(['THE', 'AND', 'OF', 'A', 'AN', 'DBA', 'AKA', 'FKA']);

/** Words that make an unlabelled alias look like an organisation rather than a person. */
export const BUSINESS_HINTS = new Set([
  ...BUSINESS_FORMS, 'SERVICE', 'SERVICES', 'SOLUTIONS', 'CONSTRUCTION', 'GROUP', 'HOLDING', 'HOLDINGS', 'TRADING',
  'INTERNATIONAL', 'ENTERPRISES', 'ENTERPRISE', 'INDUSTRIES', 'PHARMACY', 'MEDICAL', 'HEALTH', 'CLINIC', 'CENTER',
  'CENTRE', 'CARE', 'BANK', 'ASSOCIATES', 'PARTNERS', 'SUPPLY', 'TRANSPORT', 'SEALERS', 'ELECTRIC', 'FOUNDATION',
  'ORGANIZATION', 'ORGANISATION', 'FRONT', 'ARMY', 'BRIGADE', 'NETWORK', 'AGENCY', 'HOSPITAL', 'LABORATORY', 'LAB',
]);
