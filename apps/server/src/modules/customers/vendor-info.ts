import { vendorDisplayName } from '@app/shared/company/vendor-name';
import { sql, type Selectable } from 'kysely';
import type { VendorInfo } from '@app/shared/customers/customer';
import { readableVendorId, readerClientId } from '../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../platform/context';
import type { VendorsTable } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { preparedRows } from '../../platform/db/prepared-query';

/** The vendor's columns vendor info reads, named (not *: a prepared statement's row shape must not change under it). */
const VENDOR_COLUMNS = [
  'ptid',
  'business_name',
  'dba_name',
  'created_at',
  'office_addr_line1',
  'office_addr_line2',
  'office_city',
  'office_state',
  'office_zip',
  'phone_number',
  'tin_encrypted',
  'tin_type',
] as const;

/**
 * Vendor info (spec 001 §3) with its monitoring infos: the company, its owners and (with the
 * subscription) its employees — since when, how many subjects, how many open or confirmed matches.
 * Of the acting vendor, or (with `vendorId`) of a vendor the actor may read.
 */
export async function vendorInfo(ctx: ServiceContext, input: { vendorId?: number } = {}): Promise<VendorInfo> {
  return (await vendorInfoWithTin(ctx, input)).info;
}

/**
 * Vendor info with the vendor's sealed TIN and its type (for a report that prints it masked), read with it in
 * one statement: the vendor's row and its counts (decision 402).
 */
export async function vendorInfoWithTin(
  ctx: ServiceContext,
  input: { vendorId?: number } = {},
): Promise<{ info: VendorInfo; tin: Pick<Selectable<VendorsTable>, 'tin_encrypted' | 'tin_type'> }> {
  const vendorId = await readableVendorId(ctx, input.vendorId);
  // A client reading sees the enrolment date of its own relationship, not of the vendor's other clients.
  const onlyClientId = readerClientId(ctx);
  const clientFilter =
    onlyClientId === null
      ? sql``
      : sql`AND client_id IN (SELECT id FROM clients WHERE id = ${onlyClientId} OR parent_client_id = ${onlyClientId})`;
  const db = ctx.db;
  const [facts] = await preparedRows(
    db,
    sql<
      Pick<Selectable<VendorsTable>, (typeof VENDOR_COLUMNS)[number]> & {
        enrollment_date: string | null;
        monitoring_start: string | null;
        employees: string;
        owners: string;
        employee_matches: string;
        company_matches: string;
        owner_matches: string;
      }
    >`
    SELECT ${sql.join(VENDOR_COLUMNS.map((column) => sql.ref(`v.${column}`)))},
           (SELECT min(enrollment_complete_date)::text FROM enrollments WHERE vendor_id = ${vendorId} AND enrollment_complete ${clientFilter}) AS enrollment_date,
           (SELECT min(start_date)::text FROM subscriptions WHERE vendor_id = ${vendorId} AND subscription_type = 'VP_EMPLOYEE_MONITORING' AND status = 'ACTIVE') AS monitoring_start,
           (SELECT count(*) FROM employees WHERE vendor_id = ${vendorId} AND terminated_at IS NULL) AS employees,
           (SELECT count(*) FROM owners WHERE vendor_id = ${vendorId} AND deleted_at IS NULL) AS owners,
           (SELECT count(DISTINCT subject_id) FROM screening_alerts WHERE vendor_id = ${vendorId} AND subject_type = 'EMPLOYEE' AND status <> 'CLEARED') AS employee_matches,
           (SELECT count(*) FROM screening_alerts WHERE vendor_id = ${vendorId} AND subject_type = 'VENDOR' AND status <> 'CLEARED') AS company_matches,
           (SELECT count(DISTINCT subject_id) FROM screening_alerts WHERE vendor_id = ${vendorId} AND subject_type = 'OWNER' AND status <> 'CLEARED') AS owner_matches
      FROM vendors v WHERE v.id = ${vendorId}`,
  );
  if (!facts) throw notFound('Vendor not found.');
  const vendor = facts;
  const tin = { tin_encrypted: vendor.tin_encrypted, tin_type: vendor.tin_type };
  const monitoringInfos: VendorInfo['monitoringInfos'] = [
    {
      type: 'COMPANY_MONITORING',
      numberOfMatch: Number(facts.company_matches),
      startDate: vendor.created_at.toISOString().slice(0, 10),
      numberOfEntities: vendor.business_name ? 1 : 0,
    },
    {
      type: 'OWNER_MONITORING',
      numberOfMatch: Number(facts.owner_matches),
      startDate: vendor.created_at.toISOString().slice(0, 10),
      numberOfEntities: Number(facts.owners),
    },
  ];
  if (facts.monitoring_start) {
    monitoringInfos.push({
      type: 'EMPLOYEE_MONITORING',
      numberOfMatch: Number(facts.employee_matches),
      startDate: facts.monitoring_start,
      numberOfEntities: Number(facts.employees),
    });
  }
  const info: VendorInfo = {
    vendorId,
    ptid: vendor.ptid,
    name: vendorDisplayName({ businessName: vendor.business_name, dbaName: vendor.dba_name }, vendor.ptid),
    address: {
      addrLine1: vendor.office_addr_line1,
      addrLine2: vendor.office_addr_line2,
      city: vendor.office_city,
      state: vendor.office_state,
      zip: vendor.office_zip,
    },
    phoneNumber: vendor.phone_number,
    enrollmentDate: facts.enrollment_date,
    monitoringInfos,
  };
  return { info, tin };
}
