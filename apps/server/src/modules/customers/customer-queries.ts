import { vendorDisplayName } from '@app/shared/company/vendor-name';
import type { Customer, CustomerDetail } from '@app/shared/customers/customer';
import { COMPLIANCE_STATUS } from '@app/shared/customers/compliance-status';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { complianceByClient, type CustomerCompliance } from './compliance-queries';
import { preparedRows } from '../../platform/db/prepared-query';

function customerQuery(db: Db, vendorId: number) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('clients as c', 'c.id', 'e.client_id')
    .select([
      'e.client_id',
      'c.name as client_name',
      'e.customer_since',
      'e.enrollment_complete',
      'e.enrollment_complete_date',
      'e.signup_code',
      'e.verification_code',
    ])
    .where('e.vendor_id', '=', vendorId);
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof customerQuery>['executeTakeFirstOrThrow']>>;

function toCustomer(row: CustomerRow, compliance: Map<number, CustomerCompliance>): Customer {
  return {
    customerId: row.client_id,
    clientId: row.client_id,
    customerName: row.client_name,
    customerSince: row.customer_since,
    complianceStatus: compliance.get(row.client_id)?.status ?? COMPLIANCE_STATUS.NOT_ENROLLED,
    openAlerts: compliance.get(row.client_id)?.openAlerts ?? 0,
    enrollmentComplete: row.enrollment_complete,
    enrollmentCompleteDate: row.enrollment_complete_date,
    signupCode: row.signup_code,
  };
}

/**
 * The vendor's customers with their compliance status, compliant ones first, then by name. With
 * `onlyClientId` (a client reading), only that client and its sub-clients.
 */
export async function customersOfVendor(db: Db, vendorId: number, onlyClientId: number | null = null): Promise<Customer[]> {
  let query = customerQuery(db, vendorId);
  if (onlyClientId !== null)
    query = query.where((eb) => eb.or([eb('c.id', '=', onlyClientId), eb('c.parent_client_id', '=', onlyClientId)]));
  const [rows, compliance] = await Promise.all([preparedRows(db, query.orderBy('c.name')), complianceByClient(db, vendorId)]);
  return rows
    .map((row) => toCustomer(row, compliance))
    .sort(
      (a, b) => Number(b.complianceStatus === COMPLIANCE_STATUS.COMPLIANT) - Number(a.complianceStatus === COMPLIANCE_STATUS.COMPLIANT),
    );
}

/** One customer of one vendor; 404 when the vendor is not enrolled with that client. */
export async function customerOfVendor(db: Db, vendorId: number, clientId: number): Promise<CustomerDetail> {
  const row = await customerQuery(db, vendorId).where('e.client_id', '=', clientId).executeTakeFirst();
  if (!row) throw notFound('Customer not found.');
  const vendor = await db
    .selectFrom('vendors')
    .select([
      'id',
      'business_name',
      'dba_name',
      'ptid',
      'office_addr_line1',
      'office_addr_line2',
      'office_city',
      'office_state',
      'office_zip',
    ])
    .where('id', '=', vendorId)
    .executeTakeFirstOrThrow();
  const compliance = await complianceByClient(db, vendorId);
  return {
    ...toCustomer(row, compliance),
    verificationCode: row.verification_code,
    vendorId: vendor.id,
    vendorName: vendorDisplayName({ businessName: vendor.business_name, dbaName: vendor.dba_name }, vendor.ptid),
    vendorAddress: {
      addrLine1: vendor.office_addr_line1,
      addrLine2: vendor.office_addr_line2,
      city: vendor.office_city,
      state: vendor.office_state,
      zip: vendor.office_zip,
    },
  };
}
