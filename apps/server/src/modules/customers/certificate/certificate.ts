import { vendorDisplayName } from '@app/shared/company/vendor-name';
import type { CustomerDetail } from '@app/shared/customers/customer';
import type { CheckedList } from '@app/shared/screening/lists-checked';
import type { ServiceContext } from '../../../platform/context';
import { businessRule, notFound } from '../../../platform/errors';
import { viewerBaseUrl } from '../../../platform/http/viewer-base-url';
import { renderPdf } from '../../../platform/pdf/render-pdf';
import { complianceByClient } from '../compliance-queries';
import { customerDetail } from '../customers';
import { listsInForce } from '../../screening/lists/lists-checked';
import { certificateDocument } from './certificate-document';

/**
 * The certificate PDF of a completed enrolment: the acting vendor's, or (with `vendorId`) that vendor's
 * for the vendor itself, its client or an admin.
 */
export async function certificatePdf(ctx: ServiceContext, input: { customerId: number; vendorId?: number }): Promise<Buffer> {
  const [detail, listsChecked]: [CustomerDetail, CheckedList[]] = await Promise.all([customerDetail(ctx, input), listsInForce(ctx.db)]);
  if (!detail.enrollmentComplete || !detail.enrollmentCompleteDate)
    throw businessRule('The enrollment with this customer is not complete yet.');
  const verifyUrl = `${viewerBaseUrl(ctx)}/v2/#/verify/${detail.verificationCode}`;
  return renderPdf(certificateDocument, {
    data: { detail, verifyUrl, issuedOn: new Date().toISOString().slice(0, 10), listsChecked },
  });
}

/** Public check of a certificate: the enrolment and compliance as they are now. */
export async function verifyEnrollment(ctx: ServiceContext, code: string) {
  const row = await ctx.db
    .selectFrom('enrollments as e')
    .innerJoin('clients as c', 'c.id', 'e.client_id')
    .innerJoin('vendors as v', 'v.id', 'e.vendor_id')
    .select([
      'e.vendor_id',
      'e.client_id',
      'e.verification_code',
      'e.enrollment_complete',
      'e.enrollment_complete_date',
      'c.name as client_name',
      'v.business_name',
      'v.dba_name',
      'v.ptid',
    ])
    .where('e.verification_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!row) throw notFound('No certificate has this verification code.');
  const [compliance, listsChecked] = await Promise.all([complianceByClient(ctx.db, row.vendor_id), listsInForce(ctx.db)]);
  return {
    verificationCode: row.verification_code,
    vendorName: vendorDisplayName({ businessName: row.business_name, dbaName: row.dba_name }, row.ptid),
    customerName: row.client_name,
    enrollmentComplete: row.enrollment_complete,
    enrollmentCompleteDate: row.enrollment_complete_date,
    complianceStatus: compliance.get(row.client_id)?.status ?? 'Unknown',
    checkedAt: new Date().toISOString(),
    listsChecked,
  };
}
