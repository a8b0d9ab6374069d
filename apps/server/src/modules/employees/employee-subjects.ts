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
  first_name: string;
  last_name: string;
  dob: string | null;
  npi: string | null;
}

function toSubject(row: Row): MonitoredSubject {
  return {
    type: 'EMPLOYEE',
    id: row.id,
    vendorId: row.vendor_id,
    subject: {
      id: `EMPLOYEE:${row.id}`,
      kind: 'person',
      firstName: row.first_name,
      lastName: row.last_name,
      dob: row.dob ?? undefined,
      npi: row.npi ?? undefined,
      ...subjectAddress(row),
    },
  };
}

/** Active employees of vendors with an active employee-monitoring subscription (DOMAIN.md, Monitoring). */
function monitored(db: Db) {
  return db
    .selectFrom('employees as e')
    .select(['e.id', 'e.vendor_id', 'e.first_name', 'e.last_name', 'e.dob', 'e.npi', 'e.street1', 'e.city', 'e.state', 'e.postal_code'])
    .where('e.terminated_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscriptions as s')
          .select(sql`1`.as('one'))
          .whereRef('s.vendor_id', '=', 'e.vendor_id')
          .where('s.subscription_type', '=', 'VP_EMPLOYEE_MONITORING')
          .where('s.status', '=', 'ACTIVE'),
      ),
    );
}

export const employeeSubjects: SubjectSource = {
  type: 'EMPLOYEE',
  async loadOne(db, id) {
    const row = await monitored(db).where('e.id', '=', id).executeTakeFirst();
    return row ? toSubject(row) : undefined;
  },
  async loadMany(db, ids) {
    if (!ids.length) return [];
    const rows = await monitored(db).where('e.id', '=', anyOf(ids)).execute();
    return rows.map(toSubject);
  },
  async loadPage(db, afterId, limit, upToId = LAST_ID) {
    const rows = await monitored(db).where('e.id', '>', afterId).where('e.id', '<=', upToId).orderBy('e.id').limit(limit).execute();
    return rows.map(toSubject);
  },
  ranges(db, size) {
    return rangesOf(db, monitored(db).clearSelect().select('e.id'), size);
  },
  async count(db) {
    const row = await monitored(db)
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
