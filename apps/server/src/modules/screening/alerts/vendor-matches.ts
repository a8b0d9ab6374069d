import { sql } from 'kysely';
import type { VendorMatchList } from '@app/shared/screening/alerts';
import { actingVendorId } from '../../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { subjectNameSql } from './subject-name';

/**
 * The acting vendor's matches still undecided (OPEN: waiting for the vendor's answer, VENDOR_RESPONDED:
 * waiting for the reviewer), newest first; a terminated employee's or deleted owner's matches are not
 * the vendor's to answer any more.
 */
export async function vendorMatches(ctx: ServiceContext, input: { size: number }): Promise<VendorMatchList> {
  const vendorId = actingVendorId(requireActor(ctx));
  const base = ctx.db
    .selectFrom('screening_alerts as a')
    .innerJoin('list_sources as s', 's.id', 'a.source_id')
    .where('a.vendor_id', '=', vendorId)
    .where('a.status', 'in', ['OPEN', 'VENDOR_RESPONDED'])
    .where(
      sql<boolean>`(a.subject_type <> 'EMPLOYEE' OR EXISTS (SELECT 1 FROM employees e WHERE e.id = a.subject_id AND e.terminated_at IS NULL))`,
    )
    .where(sql<boolean>`(a.subject_type <> 'OWNER' OR EXISTS (SELECT 1 FROM owners o WHERE o.id = a.subject_id AND o.deleted_at IS NULL))`);
  const [rows, total] = await Promise.all([
    base
      .select([
        'a.id',
        'a.subject_type',
        'a.subject_id',
        's.name as source_name',
        'a.matched_name',
        'a.status',
        'a.created_at',
        subjectNameSql('a').as('subject_name'),
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(input.size)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    content: rows.map((row) => ({
      alertId: row.id,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectName: row.subject_name,
      sourceName: row.source_name,
      matchedName: row.matched_name,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(total.n),
  };
}
