import { describe, expect, it } from 'vitest';
import { AttestationRequest } from './attestation';

const fieldErrors = (input: unknown) => {
  const result = AttestationRequest.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('AttestationRequest', () => {
  it('says Required for the Other service name and the resolution together with every other empty field', () => {
    const errors = fieldErrors({ employees: '', monitoringServiceUsed: 'Other', anyExcludedEmployeesIdentified: true });
    expect(errors).toMatchObject({
      fileEntityId: 'Required',
      employees: 'Required',
      monitoringServiceUsedOtherName: 'Required',
      anyExcludedEmployeesIdentifiedResolution: 'Required',
      certified: 'Required',
      attested: 'Required',
    });
  });

  it('asks for neither when another service is named and no excluded employee was found', () => {
    const errors = fieldErrors({ employees: '', monitoringServiceUsed: 'Evercheck', anyExcludedEmployeesIdentified: false });
    expect(errors).not.toHaveProperty('monitoringServiceUsedOtherName');
    expect(errors).not.toHaveProperty('anyExcludedEmployeesIdentifiedResolution');
  });

  it('accepts a complete attestation, the count without thousands separators', () => {
    const parsed = AttestationRequest.parse({
      fileEntityId: 4,
      employees: '1,250',
      monitoringServiceUsed: 'Other',
      monitoringServiceUsedOtherName: 'Local Screening Co',
      anyExcludedEmployeesIdentified: true,
      anyExcludedEmployeesIdentifiedResolution: 'Terminated and reported.',
      certified: true,
      attested: true,
    });
    expect(parsed.employees).toBe('1250');
  });
});
