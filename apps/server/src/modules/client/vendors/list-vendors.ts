import type { z } from 'zod';
import {
  COMPLIANCE_FILTER,
  type ClientFacilities,
  type ClientVendorPage,
  type ClientVendorQuery,
  type ComplianceFilter,
  type EnrollmentFilter,
} from '@app/shared/client/vendor-list';
import { readableClientScope, type ClientScope } from '../../../platform/auth/tenant-scope';
import type { ServiceContext } from '../../../platform/context';
import { covTinIndex, tinDigits } from './cov-tin';
import { containsPattern, recordsOfGroups, toVendorRow, vendorGroupsPage, type VendorListFilter } from './vendor-list-queries';
import { anyOf } from '../../../platform/db/any-of';

/** The acting client's vendors (one row per COVG of it and its facilities), filtered, sorted and paged. */
export async function listClientVendors(ctx: ServiceContext, query: z.output<typeof ClientVendorQuery>): Promise<ClientVendorPage> {
  const scope = await readableClientScope(ctx);
  const groups = await vendorGroupsPage(
    ctx.db,
    vendorListFilter(ctx, scope, query),
    { sortBy: query.sortBy, sortDesc: query.sortDesc },
    { offset: query.page * query.size, limit: query.size },
  );
  const { byGroup, ptids } = await recordsOfGroups(ctx.db, groups);
  return {
    content: groups.map((group) =>
      toVendorRow(group, byGroup.get(group.id) ?? [], group.vendor_id === null ? null : (ptids.get(group.vendor_id) ?? null)),
    ),
    total: groups[0]?.total ?? (query.page > 0 ? await countOnly(ctx, query) : 0),
  };
}

/** The list's filters as the query takes them: search by name, vendor number or whole TIN; status; a facility of this client. */
export function vendorListFilter(
  ctx: ServiceContext,
  scope: ClientScope,
  query: { search?: string; complianceStatus?: ComplianceFilter; facilityId?: number; enrollment?: EnrollmentFilter },
): VendorListFilter {
  const digits = query.search ? tinDigits(query.search) : null;
  return {
    clientIds: scope.clientIds,
    search: query.search
      ? { pattern: containsPattern(query.search), tinIndex: digits ? covTinIndex(ctx.encryption, digits) : null }
      : undefined,
    complianceStatus: query.complianceStatus ? COMPLIANCE_FILTER[query.complianceStatus] : undefined,
    enrollment: query.enrollment,
    // A facility outside the client's own answers nothing rather than another client's vendors.
    facilityId: query.facilityId !== undefined && !scope.clientIds.includes(query.facilityId) ? -1 : query.facilityId,
  };
}

/** A page past the end has no rows to carry the window count: count without paging. */
async function countOnly(ctx: ServiceContext, query: z.output<typeof ClientVendorQuery>): Promise<number> {
  const first = await listClientVendors(ctx, { ...query, page: 0, size: 1 });
  return first.total;
}

/** The client and its sub-clients (facilities), for the facility filter. */
export async function clientFacilities(ctx: ServiceContext): Promise<ClientFacilities> {
  const scope = await readableClientScope(ctx);
  const rows = await ctx.db.selectFrom('clients').select(['id', 'name']).where('id', '=', anyOf(scope.clientIds)).orderBy('name').execute();
  return rows.map((row) => ({ id: row.id, name: row.name }));
}
