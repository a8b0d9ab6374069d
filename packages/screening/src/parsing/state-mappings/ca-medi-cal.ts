import type { StateListMapping } from '../state-list-mapping';

/**
 * California Medi-Cal Suspended & Ineligible Provider List: separate name columns (businesses
 * have only the last-name column), `;`-separated a.k.a./d.b.a. names, one address cell, and
 * `N/A` for missing values.
 */
export const CA_MEDI_CAL_MAPPING: StateListMapping = {
  state: 'CA',
  label: 'CA Medi-Cal Suspended & Ineligible Provider List',
  columns: {
    lastName: 'Last Name',
    firstName: 'First Name',
    middleName: 'Middle Name',
    aliases: 'A/K/A (also-known-as) / D/B/A (Doing-Business-As)',
    address: 'Addresses',
    providerType: 'Provider Type',
    license: 'License Number(s)',
    providerNumber: 'Provider Number(s)',
    exclusionDate: 'Date of Suspension',
  },
  aliasSeparator: ';',
  emptyValues: ['N/A', 'NA', 'NONE'],
  idColumns: ['Last Name', 'First Name', 'Middle Name', 'Date of Suspension'],
};
