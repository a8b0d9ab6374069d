import { sql, type RawBuilder } from 'kysely';

/** SQL: the display name of an alert's subject (employee or owner name, or the vendor's business name). */
export function subjectNameSql(alertAlias: string): RawBuilder<string> {
  const type = sql.ref(`${alertAlias}.subject_type`);
  const id = sql.ref(`${alertAlias}.subject_id`);
  return sql<string>`COALESCE(CASE ${type}
      WHEN 'EMPLOYEE' THEN (SELECT concat_ws(' ', first_name, last_name) FROM employees WHERE id = ${id})
      WHEN 'OWNER' THEN (SELECT COALESCE(NULLIF(business_name, ''), concat_ws(' ', first_name, last_name)) FROM owners WHERE id = ${id})
      ELSE (SELECT business_name FROM vendors WHERE id = ${id}) END, '')`;
}
