import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AttestationRequest } from '@app/shared/proof-of-monitoring/attestation';
import type { Attestation } from '../api/get-attestation';
import { formatEmployeeCount } from './employee-count';

/**
 * The attestation form's values. They hold the not-yet-answered states (no file, no yes/no, unticked
 * boxes, empty select) that the shared schema refuses with "Required".
 */
export interface AttestationFormValues {
  fileEntityId: number | null;
  employees: string;
  monitoringServiceUsed: string;
  monitoringServiceUsedOtherName: string;
  anyExcludedEmployeesIdentified: boolean | null;
  anyExcludedEmployeesIdentifiedResolution: string;
  certified: boolean;
  attested: boolean;
}

/** Field names, for putting server field errors onto the form. */
export const ATTESTATION_FORM_FIELDS = [
  'fileEntityId',
  'employees',
  'monitoringServiceUsed',
  'monitoringServiceUsedOtherName',
  'anyExcludedEmployeesIdentified',
  'anyExcludedEmployeesIdentifiedResolution',
  'certified',
  'attested',
] as const satisfies readonly (keyof AttestationFormValues)[];

/** The shared schema validates the form; its output is the PUT body. */
export const attestationResolver = zodResolver(AttestationRequest) as unknown as Resolver<
  AttestationFormValues,
  unknown,
  AttestationRequest
>;

export const EMPTY_ATTESTATION_FORM: AttestationFormValues = {
  fileEntityId: null,
  employees: '',
  monitoringServiceUsed: '',
  monitoringServiceUsedOtherName: '',
  anyExcludedEmployeesIdentified: null,
  anyExcludedEmployeesIdentifiedResolution: '',
  certified: false,
  attested: false,
};

/**
 * The form values of a loaded to-do. A complete attestation was signed and attested when it was
 * saved, so its boxes show ticked (spec 001 §4); an open one starts with them unticked.
 */
export function attestationFormValues(attestation: Attestation): AttestationFormValues {
  const complete = attestation.status === 'COMPLETE';
  return {
    fileEntityId: attestation.fileEntityId,
    employees: formatEmployeeCount(attestation.employees ?? ''),
    monitoringServiceUsed: attestation.monitoringServiceUsed ?? '',
    monitoringServiceUsedOtherName: attestation.monitoringServiceUsedOtherName ?? '',
    anyExcludedEmployeesIdentified: attestation.anyExcludedEmployeesIdentified,
    anyExcludedEmployeesIdentifiedResolution: attestation.anyExcludedEmployeesIdentifiedResolution ?? '',
    certified: complete,
    attested: complete,
  };
}

/** What the page does with a loaded to-do (spec 001 §2, §4). */
export type AttestationMode = 'edit' | 'read-only' | 'to-employees';

/** Open → edit; complete with its proof file → read-only; complete without a file → the employees page. */
export function attestationMode(attestation: Pick<Attestation, 'status' | 'fileEntityId'>): AttestationMode {
  if (attestation.status !== 'COMPLETE') return 'edit';
  return attestation.fileEntityId === null ? 'to-employees' : 'read-only';
}
