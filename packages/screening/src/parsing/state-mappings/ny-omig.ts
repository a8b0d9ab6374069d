import type { StateListMapping } from '../state-list-mapping';

/**
 * New York OMIG Medicaid exclusion list (open-data export): one name column holding
 * "LAST, FIRST M" for individuals and the legal name for businesses.
 */
export const NY_OMIG_MAPPING: StateListMapping = {
  state: 'NY',
  label: 'NY OMIG Medicaid Exclusions',
  columns: {
    fullName: 'provider_name',
    npi: 'npi_num',
    providerType: 'provider_type',
    license: 'license_num',
    exclusionDate: 'exclusion_effective_date',
  },
  idColumns: ['provider_name', 'npi_num', 'license_num', 'exclusion_effective_date'],
};
