import type { SubjectType } from '../../../db/schema';
import type { SubjectSource } from './subject-sources';
import { employeeSubjects } from '../../employees/employee-subjects';
import { vendorSubjects } from './vendor-subjects';

/** Every kind of monitored subject; subject areas (owners, employees) add their source here. */
export const SUBJECT_SOURCES: SubjectSource[] = [vendorSubjects, employeeSubjects];

export function subjectSource(type: SubjectType): SubjectSource {
  const source = SUBJECT_SOURCES.find((candidate) => candidate.type === type);
  if (!source) throw new Error(`No subject source for ${type}`);
  return source;
}
