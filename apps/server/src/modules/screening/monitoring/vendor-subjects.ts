import type { Db } from '../../../platform/db/database';
import { LAST_ID, rangesOf, type MonitoredSubject, type SubjectSource } from './subject-sources';
import { anyOf } from '../../../platform/db/any-of';

type VendorRow = { id: number; business_name: string | null; dba_name: string | null };

function toSubject(row: VendorRow): MonitoredSubject {
  return {
    type: 'VENDOR',
    id: row.id,
    vendorId: row.id,
    subject: { id: `VENDOR:${row.id}`, kind: 'business', businessName: row.business_name ?? undefined, dbaName: row.dba_name ?? undefined },
  };
}

/** The vendor company itself, monitored once it has a business name. */
export const vendorSubjects: SubjectSource = {
  type: 'VENDOR',
  async loadOne(db: Db, id: number) {
    const row = await db
      .selectFrom('vendors')
      .select(['id', 'business_name', 'dba_name'])
      .where('id', '=', id)
      .where('business_name', 'is not', null)
      .executeTakeFirst();
    return row ? toSubject(row) : undefined;
  },
  async loadMany(db: Db, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('vendors')
      .select(['id', 'business_name', 'dba_name'])
      .where('id', '=', anyOf(ids))
      .where('business_name', 'is not', null)
      .execute();
    return rows.map(toSubject);
  },
  async loadPage(db: Db, afterId: number, limit: number, upToId = LAST_ID) {
    const rows = await db
      .selectFrom('vendors')
      .select(['id', 'business_name', 'dba_name'])
      .where('id', '>', afterId)
      .where('id', '<=', upToId)
      .where('business_name', 'is not', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toSubject);
  },
  ranges(db: Db, size: number) {
    return rangesOf(db, db.selectFrom('vendors').select('id').where('business_name', 'is not', null), size);
  },
  async count(db: Db) {
    const row = await db
      .selectFrom('vendors')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('business_name', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
