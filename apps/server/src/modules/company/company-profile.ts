import { readStoredConfiguration } from '@app/shared/clients/client-configuration';
import { companyProfileSchema, type CompanyProfile, type CompanyProfileValues } from '@app/shared/company/company-profile';
import { recordAudit } from '../../platform/audit/audit-log';
import { actingVendorId } from '../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { validationFailed } from '../../platform/errors';
import { requestScreening } from '../screening/monitoring/request-screening';
import { VENDOR_TIN_CONTEXT } from './vendor-tin';

const TIN_CONTEXT = VENDOR_TIN_CONTEXT;

/** Services offered is required unless every client that says so sets SERVICES_OFFERED to false. */
async function servicesOfferedRequired(db: Db, vendorId: number, clientId?: number): Promise<boolean> {
  let query = db.selectFrom('clients as c').select('c.configuration');
  query = clientId
    ? query.where('c.id', '=', clientId)
    : query.innerJoin('enrollments as e', 'e.client_id', 'c.id').where('e.vendor_id', '=', vendorId);
  const maps = (await query.execute()).map((row) => readStoredConfiguration(row.configuration).requirementMap);
  return maps.length === 0 || maps.some((map) => map.SERVICES_OFFERED);
}

export async function getCompanyProfile(ctx: ServiceContext, clientId?: number): Promise<CompanyProfile> {
  const vendorId = actingVendorId(requireActor(ctx));
  const v = await ctx.db.selectFrom('vendors').selectAll().where('id', '=', vendorId).executeTakeFirstOrThrow();
  return {
    businessName: v.business_name,
    dbaName: v.dba_name,
    soleProprietor: v.sole_proprietor,
    firstName: v.owner_first_name,
    lastName: v.owner_last_name,
    dob: v.owner_dob,
    servicesOffered: v.services_offered,
    officeAddress: {
      addrLine1: v.office_addr_line1 ?? '',
      addrLine2: v.office_addr_line2,
      city: v.office_city ?? '',
      state: v.office_state ?? '',
      zip: v.office_zip ?? '',
      country: v.office_country,
    },
    mailingAddress: v.mailing_same_as_office
      ? null
      : {
          addrLine1: v.mailing_addr_line1 ?? '',
          addrLine2: v.mailing_addr_line2,
          city: v.mailing_city ?? '',
          state: v.mailing_state ?? '',
          zip: v.mailing_zip ?? '',
          country: v.mailing_country ?? 'US',
        },
    mailingAddressSameAsDesignated: v.mailing_same_as_office,
    phoneNumber: v.phone_number,
    tinType: v.tin_type,
    tin: v.tin_encrypted ? ctx.encryption.decrypt(v.tin_encrypted, TIN_CONTEXT) : null,
    duns: v.duns,
    npi: v.npi,
    servicesOfferedRequired: await servicesOfferedRequired(ctx.db, vendorId, clientId),
  };
}

/**
 * Saves the company profile under the rules of §5 and the client configuration; the business name is
 * screened again, and the customers' open revision requests about account data count as answered.
 */
export async function saveCompanyProfile(ctx: ServiceContext, input: unknown, clientId?: number): Promise<CompanyProfile> {
  const vendorId = actingVendorId(requireActor(ctx));
  const parsed = companyProfileSchema({ servicesOfferedRequired: await servicesOfferedRequired(ctx.db, vendorId, clientId) }).safeParse(
    input,
  );
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
    throw validationFailed(Object.values(fieldErrors)[0] ?? 'Invalid company profile', fieldErrors);
  }
  const values: CompanyProfileValues = parsed.data;
  const mailing = values.mailingAddressSameAsDesignated ? null : values.mailingAddress;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('vendors')
      .set({
        business_name: values.soleProprietor && !values.businessName ? `${values.firstName} ${values.lastName}` : values.businessName,
        dba_name: values.dbaName,
        sole_proprietor: values.soleProprietor,
        owner_first_name: values.soleProprietor ? values.firstName : null,
        owner_last_name: values.soleProprietor ? values.lastName : null,
        owner_dob: values.soleProprietor ? values.dob : null,
        services_offered: values.servicesOffered,
        office_addr_line1: values.officeAddress.addrLine1,
        office_addr_line2: values.officeAddress.addrLine2,
        office_city: values.officeAddress.city,
        office_state: values.officeAddress.state.toUpperCase(),
        office_zip: values.officeAddress.zip,
        office_country: values.officeAddress.country,
        mailing_same_as_office: values.mailingAddressSameAsDesignated,
        mailing_addr_line1: mailing?.addrLine1 ?? null,
        mailing_addr_line2: mailing?.addrLine2 ?? null,
        mailing_city: mailing?.city ?? null,
        mailing_state: mailing?.state.toUpperCase() ?? null,
        mailing_zip: mailing?.zip ?? null,
        mailing_country: mailing?.country ?? null,
        phone_number: values.phoneNumber,
        tin_type: values.tinType,
        tin_encrypted: ctx.encryption.encrypt(values.tin, TIN_CONTEXT),
        tin_index: ctx.encryption.blindIndex(values.tin, TIN_CONTEXT),
        duns: values.duns || null,
        npi: values.npi || null,
      })
      .where('id', '=', vendorId)
      .execute();
    await trx
      .updateTable('revision_request_notes')
      .set({ completed: true })
      .where('vendor_id', '=', vendorId)
      .where('type', '=', 'AccountInfo')
      .where('completed', '=', false)
      .execute();
    await recordAudit(trx, ctx, { action: 'company.updated', entityType: 'vendor', entityId: vendorId });
    await requestScreening(ctx, { type: 'VENDOR', id: vendorId }, { trx });
  });
  return getCompanyProfile(ctx, clientId);
}

/** The customers' revision requests on account data or the W-9 (type AccountInfo | W9). */
export async function revisionNotes(ctx: ServiceContext, input: { type: 'AccountInfo' | 'W9' | 'EVD'; incompleteOnly: boolean }) {
  const vendorId = actingVendorId(requireActor(ctx));
  let query = ctx.db
    .selectFrom('revision_request_notes as n')
    .innerJoin('clients as c', 'c.id', 'n.client_id')
    .select(['n.id', 'n.note', 'n.completed', 'n.vendor_data_key', 'c.name as client_name'])
    .where('n.vendor_id', '=', vendorId)
    .where('n.type', '=', input.type);
  if (input.incompleteOnly) query = query.where('n.completed', '=', false);
  const rows = await query.orderBy('n.id').execute();
  return rows.map((row) => ({
    id: row.id,
    note: row.note,
    completed: row.completed,
    vendorData: row.vendor_data_key,
    clientName: row.client_name,
  }));
}
