import type { SubjectType } from '../../../db/schema';
import type { SubjectSource } from './subject-sources';
import { employeeSubjects } from '../../employees/employee-subjects';
import { ownerSubjects } from '../../owners/owner-subjects';
import { vendorSubjects } from './vendor-subjects';

/** Every kind of monitored subject: the vendor company, its owners and its employees. */
export const SUBJECT_SOURCES: SubjectSource[] = [vendorSubjects, ownerSubjects, employeeSubjects];

export function subjectSource(type: SubjectType): SubjectSource {
  const source = SUBJECT_SOURCES.find((candidate) => candidate.type === type);
  if (!source) throw new Error(`No subject source for ${type}`);
  return source;
}
