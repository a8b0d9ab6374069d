import { sql, type RawBuilder } from 'kysely';
import type { EmployeeStatus } from '@app/shared/employees/employee';
import type { SubjectType } from '../../../db/schema';

/** A screened subject's (employee's, owner's) status, as the employee and owner schemas declare it. */
export type SubjectStatus = EmployeeStatus;

/** SQL: the worst alert state of a screened subject: 2 = a confirmed exclusion, 1 = a match under review, 0 = none. */
export function alertLevelSql(subjectType: SubjectType, subjectIdColumn: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`COALESCE((SELECT MAX(CASE a.status WHEN 'CONFIRMED' THEN 2 ELSE 1 END) FROM screening_alerts a
                       WHERE a.subject_type = ${sql.lit(subjectType)} AND a.subject_id = ${subjectIdColumn} AND a.status <> 'CLEARED'), 0)`;
}

/**
 * SQL: a subject's alert level (as alertLevelSql) and match count (its alerts not cleared) from one look-up of
 * its alerts, as a one-row table for a LATERAL join: for a page of subjects, read after the page is cut.
 */
export function alertSummarySql(subjectType: SubjectType, subjectIdColumn: RawBuilder<unknown>) {
  return sql<{
    alert_level: number;
    match_count: number;
  }>`(SELECT COALESCE(MAX(CASE a.status WHEN 'CONFIRMED' THEN 2 ELSE 1 END), 0) AS alert_level,
                        count(*)::int AS match_count
                   FROM screening_alerts a
                  WHERE a.subject_type = ${sql.lit(subjectType)} AND a.subject_id = ${subjectIdColumn} AND a.status <> 'CLEARED')`;
}

/**
 * NON_COMPLIANT while any alert is OPEN, VENDOR_RESPONDED (the vendor's answer waits for the reviewer)
 * or CONFIRMED, else COMPLIANT (DOMAIN.md, Employee status).
 */
export function subjectStatus(alertLevel: number): SubjectStatus {
  if (alertLevel >= 2) return { name: 'NON_COMPLIANT', desc: 'Excluded: confirmed on an exclusion list' };
  if (alertLevel === 1) return { name: 'NON_COMPLIANT', desc: 'Possible exclusion match: under review' };
  return { name: 'COMPLIANT', desc: 'Compliant' };
}
