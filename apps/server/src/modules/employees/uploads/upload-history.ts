import { sql } from 'kysely';
import type { ServiceContext } from '../../../platform/context';
import { monitoredVendorId } from '../monitoring-access';
import { preparedRows } from '../../../platform/db/prepared-query';

/**
 * Every upload of the acting vendor, newest first (the Upload History tab shows all rows), with its row
 * counts and the outcome so far: how many of its employees were screened and how many have a match
 * not cleared.
 */
export async function uploadHistory(ctx: ServiceContext) {
  const rows = await preparedRows(
    ctx.db,
    ctx.db
      .selectFrom('employee_uploads as u')
      .select(['u.submitted_at', 'u.filename', 'u.username', 'u.partial_upload', 'u.status', 'u.rows_saved', 'u.rows_skipped'])
      .select([
        sql<number>`(SELECT count(*)::int FROM employees e JOIN subject_screenings s ON s.subject_type = 'EMPLOYEE' AND s.subject_id = e.id
                    WHERE e.upload_id = u.id)`.as('rows_screened'),
        sql<number>`(SELECT count(DISTINCT e.id)::int FROM employees e JOIN screening_alerts a ON a.subject_type = 'EMPLOYEE' AND a.subject_id = e.id
                    WHERE e.upload_id = u.id AND a.status <> 'CLEARED')`.as('matches_found'),
      ])
      .where('u.vendor_id', '=', monitoredVendorId(ctx))
      .orderBy('u.submitted_at', 'desc')
      .orderBy('u.id', 'desc'),
  );
  return rows.map((row) => ({
    submissionDate: row.submitted_at.toISOString(),
    filename: row.filename,
    username: row.username,
    partialUpload: row.partial_upload,
    status: row.status,
    rowsSaved: row.rows_saved,
    rowsSkipped: row.rows_skipped,
    rowsScreened: Number(row.rows_screened),
    matchesFound: Number(row.matches_found),
  }));
}
