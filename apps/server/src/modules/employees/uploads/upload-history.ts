import type { ServiceContext } from '../../../platform/context';
import { monitoredVendorId } from '../monitoring-access';

/** Every upload of the acting vendor, newest first (the Upload History tab shows all rows). */
export async function uploadHistory(ctx: ServiceContext) {
  const rows = await ctx.db
    .selectFrom('employee_uploads')
    .select(['submitted_at', 'filename', 'username', 'partial_upload', 'status', 'rows_saved'])
    .where('vendor_id', '=', monitoredVendorId(ctx))
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    submissionDate: row.submitted_at.toISOString(),
    filename: row.filename,
    username: row.username,
    partialUpload: row.partial_upload,
    status: row.status,
    rowsSaved: row.rows_saved,
  }));
}
