import { createHash } from 'node:crypto';
import type { Subject } from '@app/screening/model/subject';
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
  /** Every monitored subject, in pages (keyset by id). */
  loadPage(db: Db, afterId: number, limit: number): Promise<MonitoredSubject[]>;
  count(db: Db): Promise<number>;
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
