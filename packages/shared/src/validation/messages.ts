/**
 * The spec's shared validation messages (spec 000 §5), reproduced exactly.
 * Both the server and the web forms use these through the zod schemas.
 */
export const messages = {
  required: (field = 'This field') => `${field} is required`,
  notBlank: (field = 'This field') => `${field} is required and cannot be all blank`,
  nDigits: (field: string, n: number) => `${field} must be ${n} digits`,
  nChars: (field: string, n: number) => `${field} must be ${n} characters`,
  maxChars: (n: number) => `Max of ${n} characters`,
  minChars: (n: number) => `Minimum of ${n} characters`,
  lowercase: 'At least one lowercase letter',
  uppercase: 'At least one uppercase letter',
  number: 'At least one number',
  special: 'At least one special character',
  valuesMatch: 'Values must match',
  passwordsMustMatch: 'Passwords must match',
  zip: 'Zip Code must be 5 or 9 digits, e.g: 12345 or 12345-1234',
  email: 'Invalid email',
  phone: 'Must be a 10 digit number',
} as const;
