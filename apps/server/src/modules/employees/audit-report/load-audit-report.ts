import { alertChangeText } from '@app/shared/screening/alerts';
import { labelledFieldsText, listRecordDetails } from '@app/shared/screening/list-record-fields';
import { maskTin } from '@app/shared/company/tin-mask';
import { vendorDisplayName } from '@app/shared/company/vendor-name';
import { sql } from 'kysely';
import { isRealDate, todayIso } from '@app/shared/employees/employee';
import { usDate } from '@app/shared/platform/us-date';
import type { ServiceContext } from '../../../platform/context';
import { AppError, notFound, validationFailed } from '../../../platform/errors';
import { isFeatureEnabled } from '../../settings/feature-flags';
import { getEmployee } from '../employee-crud';
import { monitoredVendorId } from '../monitoring-access';

export interface AuditReportData {
  asOf: string;
  generatedAt: Date;
  vendor: { name: string; ptid: string };
  employee: {
    firstName: string;
    lastName: string;
    maskedSsn: string;
    dob: string | null;
    npi: string | null;
    address: string;
    onRosterSince: Date;
  };
  lists: Array<{
    sourceName: string;
    snapshotDate: Date | null;
    recordCount: number | null;
    outcome: string;
    tone: 'good' | 'bad' | 'neutral';
  }>;
  history: Array<{
    at: Date;
    sourceName: string;
    recordName: string;
    recordDetails: string;
    change: string;
    by: string;
    note: string | null;
  }>;
  statusAsOf: string;
}

/**
 * Everything the Individual Audit Report states about one employee as of a day: the lists checked with
 * the list (snapshot) then in force, the outcome on each, and the alert history up to the end of that day.
 */
export async function loadAuditReport(ctx: ServiceContext, employeeId: number, asOf: string): Promise<AuditReportData> {
  if (!(await isFeatureEnabled(ctx.db, 'INDIVIDUAL_AUDIT_REPORT'))) throw notFound('The Individual Audit Report is not available.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || !isRealDate(asOf))
    throw validationFailed('Choose a valid date', { asOf: 'Choose a valid date' });
  if (asOf > todayIso())
    throw validationFailed('The report date cannot be later than today', { asOf: 'The report date cannot be later than today' });
  const vendorId = monitoredVendorId(ctx);
  const employee = await getEmployee(ctx, employeeId);
  const row = await ctx.db.selectFrom('employees').select('created_at').where('id', '=', employeeId).executeTakeFirstOrThrow();
  const endOfDay = new Date(`${asOf}T23:59:59.999Z`);
  if (row.created_at > endOfDay) throw new AppError(422, 'BUSINESS_RULE', `The employee was not on the roster on ${usDate(asOf)}.`);
  const vendor = await ctx.db
    .selectFrom('vendors')
    .select(['business_name', 'dba_name', 'ptid'])
    .where('id', '=', vendorId)
    .executeTakeFirstOrThrow();

  const snapshots = await sql<{
    source_id: string;
    name: string;
    finished_at: Date | null;
    record_count: number | null;
  }>`
    SELECT s.id AS source_id, s.name, snap.finished_at, snap.record_count
      FROM list_sources s
      LEFT JOIN LATERAL (
        SELECT finished_at, record_count FROM list_snapshots
         WHERE source_id = s.id AND status IN ('ACTIVE', 'SUPERSEDED') AND finished_at <= ${endOfDay}
         ORDER BY finished_at DESC LIMIT 1) snap ON TRUE
     ORDER BY s.name`.execute(ctx.db);

  // The status of each alert at the end of the day: its last history entry up to then.
  const alerts = await sql<{ source_id: string; status: string }>`
    SELECT a.source_id, h.to_status AS status
      FROM screening_alerts a
      JOIN LATERAL (SELECT to_status FROM screening_alert_history WHERE alert_id = a.id AND occurred_at <= ${endOfDay}
                     ORDER BY occurred_at DESC, id DESC LIMIT 1) h ON TRUE
     WHERE a.subject_type = 'EMPLOYEE' AND a.subject_id = ${employeeId} AND a.vendor_id = ${vendorId}`.execute(ctx.db);

  const history = await sql<{
    occurred_at: Date;
    source_name: string;
    matched_name: string;
    record: unknown;
    from_status: string | null;
    to_status: string;
    username: string | null;
    note: string | null;
    reason: string;
  }>`
    SELECT h.occurred_at, s.name AS source_name, a.matched_name, a.record, h.from_status, h.to_status, h.username, h.note, h.reason
      FROM screening_alert_history h
      JOIN screening_alerts a ON a.id = h.alert_id
      JOIN list_sources s ON s.id = a.source_id
     WHERE a.subject_type = 'EMPLOYEE' AND a.subject_id = ${employeeId} AND a.vendor_id = ${vendorId} AND h.occurred_at <= ${endOfDay}
     ORDER BY h.occurred_at, h.id`.execute(ctx.db);

  const lists = snapshots.rows.map((snapshot) => {
    const open = alerts.rows.filter((a) => a.source_id === snapshot.source_id && a.status !== 'CLEARED');
    const confirmed = open.filter((a) => a.status === 'CONFIRMED').length;
    const outcome = !snapshot.finished_at
      ? 'Not yet screened (the list was not yet imported)'
      : confirmed
        ? `Excluded: ${confirmed} confirmed match${confirmed === 1 ? '' : 'es'}`
        : open.length
          ? `${open.length} possible match${open.length === 1 ? '' : 'es'} under review`
          : 'No match';
    return {
      sourceName: snapshot.name,
      snapshotDate: snapshot.finished_at,
      recordCount: snapshot.record_count,
      outcome,
      tone: !snapshot.finished_at ? ('neutral' as const) : open.length > 0 ? ('bad' as const) : ('good' as const),
    };
  });
  const anyConfirmed = alerts.rows.some((a) => a.status === 'CONFIRMED');
  const anyOpen = alerts.rows.some((a) => a.status === 'OPEN' || a.status === 'VENDOR_RESPONDED');

  return {
    asOf,
    generatedAt: new Date(),
    vendor: { name: vendorDisplayName({ businessName: vendor.business_name, dbaName: vendor.dba_name }, vendor.ptid), ptid: vendor.ptid },
    employee: {
      firstName: employee.firstName,
      lastName: employee.lastName,
      maskedSsn: maskTin(employee.ssn, 'SSN'),
      dob: employee.dob,
      npi: employee.npi,
      address: [employee.street1, employee.street2, employee.city, employee.state, employee.postalCode].filter(Boolean).join(', '),
      onRosterSince: row.created_at,
    },
    lists,
    history: history.rows.map((h) => ({
      at: h.occurred_at,
      sourceName: h.source_name,
      recordName: h.matched_name,
      // The vendor's own employee: the list record in full, as labelled fields (issue 31).
      recordDetails: labelledFieldsText(listRecordDetails(h.record, 'full')),
      change: alertChangeText(h.from_status, h.to_status),
      by: h.username ?? 'Automatic screening',
      note: h.note,
    })),
    statusAsOf: anyConfirmed
      ? 'NON-COMPLIANT: confirmed on an exclusion list'
      : anyOpen
        ? 'NON-COMPLIANT: possible match under review'
        : 'COMPLIANT: no open or confirmed matches',
  };
}
