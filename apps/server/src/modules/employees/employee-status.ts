import { sql, type RawBuilder } from 'kysely';
import type { EmployeeStatus } from '@app/shared/employees/employee';

/** SQL: the worst alert state of an employee: 2 = a confirmed exclusion, 1 = a match under review, 0 = none. */
export function alertLevelSql(employeeIdColumn: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`COALESCE((SELECT MAX(CASE a.status WHEN 'CONFIRMED' THEN 2 ELSE 1 END) FROM screening_alerts a
                       WHERE a.subject_type = 'EMPLOYEE' AND a.subject_id = ${employeeIdColumn} AND a.status <> 'CLEARED'), 0)`;
}

/** NON_COMPLIANT while any alert is OPEN or CONFIRMED, else COMPLIANT (DOMAIN.md, Employee status). */
export function employeeStatus(alertLevel: number): EmployeeStatus {
  if (alertLevel >= 2) return { name: 'NON_COMPLIANT', desc: 'Excluded: confirmed on an exclusion list' };
  if (alertLevel === 1) return { name: 'NON_COMPLIANT', desc: 'Possible exclusion match: under review' };
  return { name: 'COMPLIANT', desc: 'Compliant' };
}
