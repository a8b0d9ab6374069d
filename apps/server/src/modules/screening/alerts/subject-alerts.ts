import type { ListRecord } from '@app/screening/model/list-record';
import type { FieldEvidence } from '@app/screening/model/match-result';
import type { AlertDetail, AlertGroup } from '@app/shared/screening/alerts';
import type { SelectQueryBuilder } from 'kysely';
import type { Database, SubjectType } from '../../../db/schema';
import { actingVendorId } from '../../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { subjectSource } from '../monitoring/all-subject-sources';
import { describeAlert } from './describe-alert';
import { subjectNameSql } from './subject-name';
import { vendorResponsesOf } from './vendor-response';
import { preparedRows } from '../../../platform/db/prepared-query';

/**
 * The Exclusion Lists panel of a subject: its alerts grouped by list. Scoped to the acting vendor, so
 * another vendor's subject shows nothing. Cleared alerts stay out of the panel (they are kept for audit).
 */
export async function alertGroupsOfSubject(ctx: ServiceContext, input: { type: SubjectType; subjectId: number }): Promise<AlertGroup[]> {
  return groupByList(await alertsOfSubjectQuery(ctx, input).orderBy('s.name').orderBy('a.score', 'desc').execute());
}

/**
 * The panel of a subject found by `subject` (a query answering the subject's row when the actor may see it,
 * no row otherwise), read in one statement with that look-up: null when there is no such subject, so the
 * caller answers 404 without a query of its own (decision 400).
 */
export async function alertGroupsOfFoundSubject(
  ctx: ServiceContext,
  input: { type: SubjectType; subjectId: number; subject: SelectQueryBuilder<Database, keyof Database, object> },
): Promise<AlertGroup[] | null> {
  const rows = await preparedRows(
    ctx.db,
    ctx.db
      .selectFrom(input.subject.as('subject'))
      .leftJoin(alertsOfSubjectQuery(ctx, input).select(['a.score', 's.name as list_name']).as('alert'), (join) => join.onTrue())
      .select(['alert.id', 'alert.source_id', 'alert.source_name', 'alert.status'])
      .orderBy('alert.list_name')
      .orderBy('alert.score', 'desc'),
  );
  if (!rows.length) return null;
  return groupByList(rows.filter((row): row is AlertGroupRow => row.id !== null));
}

function alertsOfSubjectQuery(ctx: ServiceContext, { type, subjectId }: { type: SubjectType; subjectId: number }) {
  return ctx.db
    .selectFrom('screening_alerts as a')
    .innerJoin('list_sources as s', 's.id', 'a.source_id')
    .select(['a.id', 'a.source_id', 's.name as source_name', 'a.status'])
    .where('a.vendor_id', '=', actingVendorId(requireActor(ctx)))
    .where('a.subject_type', '=', type)
    .where('a.subject_id', '=', subjectId)
    .where('a.status', '<>', 'CLEARED');
}

type AlertGroupRow = { id: number; source_id: string; source_name: string; status: AlertGroup['alerts'][number]['status'] };

function groupByList(rows: AlertGroupRow[]): AlertGroup[] {
  const groups = new Map<string, AlertGroup>();
  for (const row of rows) {
    const group = groups.get(row.source_id) ?? { id: row.source_id, sourceName: row.source_name, alerts: [] };
    group.alerts.push({ id: row.id, status: row.status });
    groups.set(row.source_id, group);
  }
  return [...groups.values()];
}

/** One alert of a subject with both key/value tables; 404 unless it belongs to the acting vendor's subject. */
export async function alertDetailOfSubject(
  ctx: ServiceContext,
  input: { type: SubjectType; subjectId: number; alertId: number },
): Promise<AlertDetail> {
  const vendorId = actingVendorId(requireActor(ctx));
  const { type, subjectId, alertId } = input;
  const row = await ctx.db
    .selectFrom('screening_alerts as a')
    .innerJoin('list_sources as s', 's.id', 'a.source_id')
    .select(['a.id', 'a.record', 'a.score', 'a.band', 'a.status', 'a.reasons', 'a.evidence', 's.name as source_name'])
    .select(subjectNameSql('a').as('subject_name'))
    .where('a.id', '=', alertId)
    .where('a.vendor_id', '=', vendorId)
    .where('a.subject_type', '=', type)
    .where('a.subject_id', '=', subjectId)
    .executeTakeFirst();
  if (!row) throw notFound('Alert not found.');
  const subject = await subjectSource(type).loadOne(ctx.db, subjectId);
  const responses = await vendorResponsesOf(ctx.db, [row.id]);
  const described = describeAlert({
    subject: subject?.subject,
    sourceName: row.source_name,
    record: row.record as ListRecord,
    score: Number(row.score),
    band: row.band,
    status: row.status,
    reasons: row.reasons,
    evidence: row.evidence as FieldEvidence[],
  });
  return {
    ...described,
    subjectName: row.subject_name,
    subjectType: type,
    status: row.status,
    vendorResponse: responses.get(row.id) ?? null,
  };
}
