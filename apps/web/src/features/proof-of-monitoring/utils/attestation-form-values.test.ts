import { describe, expect, it } from 'vitest';
import { AttestationRequest } from '@app/shared/proof-of-monitoring/attestation';
import type { Attestation } from '../api/get-attestation';
import { attestationFormValues, attestationMode, EMPTY_ATTESTATION_FORM } from './attestation-form-values';

const complete: Attestation = {
  checklistItemId: 4,
  status: 'COMPLETE',
  fileEntityId: 12,
  filename: 'attestation.pdf',
  employees: '1250',
  monitoringServiceUsed: 'Other',
  monitoringServiceUsedOtherName: 'In-house checks',
  anyExcludedEmployeesIdentified: true,
  anyExcludedEmployeesIdentifiedResolution: 'Terminated',
};

describe('attestationFormValues', () => {
  it('shows a complete attestation with its boxes ticked and the count grouped', () => {
    expect(attestationFormValues(complete)).toEqual({
      fileEntityId: 12,
      employees: '1,250',
      monitoringServiceUsed: 'Other',
      monitoringServiceUsedOtherName: 'In-house checks',
      anyExcludedEmployeesIdentified: true,
      anyExcludedEmployeesIdentifiedResolution: 'Terminated',
      certified: true,
      attested: true,
    });
  });

  it('starts an open to-do empty with unticked boxes', () => {
    const open: Attestation = {
      ...complete,
      status: 'INCOMPLETE',
      fileEntityId: null,
      filename: null,
      employees: null,
      monitoringServiceUsed: null,
      monitoringServiceUsedOtherName: null,
      anyExcludedEmployeesIdentified: null,
      anyExcludedEmployeesIdentifiedResolution: null,
    };
    expect(attestationFormValues(open)).toEqual(EMPTY_ATTESTATION_FORM);
  });

  it('gives values the shared schema accepts once complete', () => {
    const parsed = AttestationRequest.parse(attestationFormValues(complete));
    expect(parsed).toMatchObject({ employees: '1250', fileEntityId: 12, monitoringServiceUsedOtherName: 'In-house checks' });
  });
});

describe('the empty form under the shared schema', () => {
  it('answers "Required" first for every field', () => {
    const result = AttestationRequest.safeParse(EMPTY_ATTESTATION_FORM);
    expect(result.success).toBe(false);
    // The form shows each field's first issue, as the resolver does.
    const messages = new Map<string, string>();
    for (const issue of result.error?.issues ?? [])
      if (!messages.has(issue.path.join('.'))) messages.set(issue.path.join('.'), issue.message);
    for (const field of ['fileEntityId', 'employees', 'monitoringServiceUsed', 'anyExcludedEmployeesIdentified', 'certified', 'attested']) {
      expect(messages.get(field), field).toBe('Required');
    }
  });
});

describe('attestationMode', () => {
  it('edits an open to-do', () => {
    expect(attestationMode({ status: 'INCOMPLETE', fileEntityId: null })).toBe('edit');
    expect(attestationMode({ status: 'REVISION_NEEDED', fileEntityId: 3 })).toBe('edit');
  });

  it('shows a complete to-do with its file read-only', () => {
    expect(attestationMode({ status: 'COMPLETE', fileEntityId: 3 })).toBe('read-only');
  });

  it('sends a complete to-do without a file to the employees page', () => {
    expect(attestationMode({ status: 'COMPLETE', fileEntityId: null })).toBe('to-employees');
  });
});
