import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import {
  LAST_ID,
  rangesOf,
  subjectAddress,
  type AddressColumns,
  type MonitoredSubject,
  type SubjectSource,
} from '../screening/monitoring/subject-sources';
import { anyOf } from '../../platform/db/any-of';

interface Row extends AddressColumns {
  id: number;
  vendor_id: number;
  this_is_a_business: boolean;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
  npi: string | null;
}

function toSubject(row: Row): MonitoredSubject {
  const address = subjectAddress(row);
  return {
    type: 'OWNER',
    id: row.id,
    vendorId: row.vendor_id,
    subject: row.this_is_a_business
      ? { id: `OWNER:${row.id}`, kind: 'business', businessName: row.business_name ?? undefined, npi: row.npi ?? undefined, ...address }
      : {
          id: `OWNER:${row.id}`,
          kind: 'person',
          firstName: row.first_name ?? undefined,
          lastName: row.last_name ?? undefined,
          dob: row.dob ?? undefined,
          npi: row.npi ?? undefined,
          ...address,
        },
  };
}

function active(db: Db) {
  return db
    .selectFrom('owners')
    .select([
      'id',
      'vendor_id',
      'this_is_a_business',
      'business_name',
      'first_name',
      'last_name',
      'dob',
      'npi',
      'street1',
      'city',
      'state',
      'postal_code',
    ])
    .where('deleted_at', 'is', null);
}

/** Owners are monitored like the vendor itself: always, while they are owners (DOMAIN.md). */
export const ownerSubjects: SubjectSource = {
  type: 'OWNER',
  async loadOne(db, id) {
    const row = await active(db).where('id', '=', id).executeTakeFirst();
    return row ? toSubject(row) : undefined;
  },
  async loadMany(db, ids) {
    if (!ids.length) return [];
    return (await active(db).where('id', '=', anyOf(ids)).execute()).map(toSubject);
  },
  async loadPage(db, afterId, limit, upToId = LAST_ID) {
    return (await active(db).where('id', '>', afterId).where('id', '<=', upToId).orderBy('id').limit(limit).execute()).map(toSubject);
  },
  ranges(db, size) {
    return rangesOf(db, active(db).clearSelect().select('id'), size);
  },
  async count(db) {
    const row = await active(db)
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
