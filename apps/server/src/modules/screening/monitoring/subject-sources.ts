import { createHash } from 'node:crypto';
import type { Subject } from '@app/screening/model/subject';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { SubjectType } from '../../../db/schema';

/** A monitored subject as the engine sees it, with the vendor it belongs to. */
export interface MonitoredSubject {
  type: SubjectType;
  id: number;
  vendorId: number;
  subject: Subject;
}

/**
 * Where subjects of one type come from. Each subject area (vendor company, owners, employees) registers
 * one, so the engine screens them without knowing their tables.
 */
export interface SubjectSource {
  type: SubjectType;
  /** The subject, or undefined when it no longer exists or is no longer monitored. */
  loadOne(db: Db, id: number): Promise<MonitoredSubject | undefined>;
  /** The monitored subjects among these ids. */
  loadMany(db: Db, ids: number[]): Promise<MonitoredSubject[]>;
  /** Every monitored subject, in pages (keyset by id), up to and including `upToId` when given. */
  loadPage(db: Db, afterId: number, limit: number, upToId?: number): Promise<MonitoredSubject[]>;
  /** The monitored subjects cut into ranges of `size` (the chunks of a re-screen). */
  ranges(db: Db, size: number): Promise<SubjectRange[]>;
  count(db: Db): Promise<number>;
}

/** Consecutive subjects of one type: the ids after `afterId` up to and including `upToId`. */
export interface SubjectRange {
  afterId: number;
  upToId: number;
  subjects: number;
}

/** The largest id a range can end at (loadPage's bound when none is given). */
export const LAST_ID = Number.MAX_SAFE_INTEGER;

/**
 * Cuts the subjects `ids` selects (a query of one `id` column) into ranges of `size` subjects in id
 * order (the last one shorter), reading only the boundary ids: one index-ordered pass over the ids.
 */
export async function rangesOf(db: Db, ids: Expression<{ id: number }>, size: number): Promise<SubjectRange[]> {
  const { rows } = await sql<{ id: number; n: number }>`
    SELECT id, n::int AS n FROM (
      SELECT m.id, row_number() OVER (ORDER BY m.id) AS n, count(*) OVER () AS total FROM (${ids}) AS m) AS r
     WHERE n % ${size} = 0 OR n = total
     ORDER BY id`.execute(db);
  let afterId = 0;
  let before = 0;
  return rows.map((row) => {
    const range = { afterId, upToId: Number(row.id), subjects: row.n - before };
    afterId = range.upToId;
    before = row.n;
    return range;
  });
}

/** What the match depends on: a change of it re-screens and may reopen a cleared alert. */
export function subjectHash(subject: Subject): string {
  const { id: _id, ssn: _ssn, ...matchFields } = subject;
  const normalized = Object.entries(matchFields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${String(value).trim().toUpperCase()}`)
    .sort()
    .join('|');
  return createHash('sha256').update(normalized).digest('hex').slice(0, 32);
}

/** The address columns person and owner tables share. */
export interface AddressColumns {
  street1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}

/** A subject's address evidence from its address columns (missing parts left out). */
export function subjectAddress(row: AddressColumns) {
  return {
    street1: row.street1 ?? undefined,
    city: row.city ?? undefined,
    state: row.state ?? undefined,
    postalCode: row.postal_code ?? undefined,
  };
}
