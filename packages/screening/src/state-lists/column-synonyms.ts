/** Header names many state lists share; each source adds its own. */
export const LAST = ['Last Name', 'Provider Last Name', 'LastName', 'Last'] as const;
export const FIRST = ['First Name', 'Provider First Name', 'FirstName', 'First'] as const;
export const MIDDLE = ['Middle Name', 'Middle Initial', 'MI', 'MidInitial', 'Provider MI'] as const;
export const NPI = ['NPI', 'NPI Number', 'NPI #', 'NPI Num', 'Provider NPI'] as const;
export const LICENSE = ['License Number', 'License', 'License #', 'License No', 'License Num', 'LicenseNumber'] as const;
export const PROVIDER_TYPE = ['Provider Type', 'Provider Type/Specialty', 'Specialty', 'Profession'] as const;
export const CITY = ['City'] as const;
export const STATE = ['State'] as const;
export const ZIP = ['Zip', 'Zip Code'] as const;
export const EFFECTIVE = ['Effective Date'] as const;
