import {
  NOT_SAME_PERSON_REASONS,
  SAME_PERSON_ACTIONS,
  type AlertResponseRequest,
  type VendorAlertResponse,
} from '@app/shared/screening/alerts';
import type { z } from 'zod';
import type { SubjectType } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit-log';
import { actingVendorId } from '../../../platform/auth/access';
import { requireActor, type ServiceContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { businessRule, notFound, validationFailed } from '../../../platform/errors';
import { anyOf } from '../../../platform/db/any-of';

export const ALERT_ALREADY_DECIDED = 'This match has already been decided by the reviewer; it can no longer be answered.';
export const EVIDENCE_FILE_NOT_FOUND = 'Uploaded evidence file not found.';

const REASON_LABELS: Record<string, string> = { ...NOT_SAME_PERSON_REASONS, ...SAME_PERSON_ACTIONS };

/** The newest answer of each alert, keyed by alert id. */
export async function vendorResponsesOf(db: Db, alertIds: number[]): Promise<Map<number, VendorAlertResponse>> {
  const answers = new Map<number, VendorAlertResponse>();
  if (!alertIds.length) return answers;
  const rows = await db
    .selectFrom('screening_alert_responses as r')
    .leftJoin('files as f', 'f.id', 'r.file_id')
    .select(['r.alert_id', 'r.answer', 'r.reason', 'r.note', 'r.file_id', 'f.filename', 'r.username', 'r.responded_at'])
    .where('r.alert_id', '=', anyOf(alertIds))
    .orderBy('r.alert_id')
    .orderBy('r.id', 'desc')
    .execute();
  for (const row of rows) {
    if (answers.has(row.alert_id)) continue;
    answers.set(row.alert_id, {
      answer: row.answer,
      reason: row.reason,
      reasonLabel: REASON_LABELS[row.reason] ?? row.reason,
      note: row.note,
      file: row.file_id !== null ? { id: row.file_id, name: row.filename ?? 'file' } : null,
      respondedBy: row.username,
      respondedAt: row.responded_at.toISOString(),
    });
  }
  return answers;
}

/**
 * The vendor answers one of its own subject's matches. The alert must be OPEN (or already answered and
 * not yet decided: a new answer replaces the old one); it moves to VENDOR_RESPONDED, the answer is kept
 * with the alert's history and the audit log, all in one transaction.
 */
export async function respondToAlert(
  ctx: ServiceContext,
  input: { type: SubjectType; subjectId: number; alertId: number; response: z.output<typeof AlertResponseRequest> },
): Promise<void> {
  const actor = requireActor(ctx);
  const vendorId = actingVendorId(actor);
  const { response } = input;
  await ctx.db.transaction().execute(async (trx) => {
    const alert = await trx
      .selectFrom('screening_alerts')
      .select(['id', 'status'])
      .where('id', '=', input.alertId)
      .where('vendor_id', '=', vendorId)
      .where('subject_type', '=', input.type)
      .where('subject_id', '=', input.subjectId)
      .forUpdate()
      .executeTakeFirst();
    if (!alert) throw notFound('Alert not found.');
    if (alert.status === 'CONFIRMED' || alert.status === 'CLEARED') throw businessRule(ALERT_ALREADY_DECIDED);
    if (response.fileId) {
      const file = await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', response.fileId)
        .where('vendor_id', '=', vendorId)
        .where('directory', '=', 'alertEvidence')
        .executeTakeFirst();
      if (!file) throw validationFailed(EVIDENCE_FILE_NOT_FOUND, { fileId: EVIDENCE_FILE_NOT_FOUND });
    }
    await trx
      .insertInto('screening_alert_responses')
      .values({
        alert_id: alert.id,
        vendor_id: vendorId,
        answer: response.answer,
        reason: response.reason,
        note: response.note,
        file_id: response.fileId ?? null,
        user_id: actor.userId,
        username: actor.username,
      })
      .execute();
    await trx
      .updateTable('screening_alerts')
      .set({ status: 'VENDOR_RESPONDED', status_changed_at: new Date(), updated_at: new Date() })
      .where('id', '=', alert.id)
      .execute();
    const answerWords = response.answer === 'NOT_SAME_PERSON' ? 'Not the same person' : 'Same person';
    await trx
      .insertInto('screening_alert_history')
      .values({
        alert_id: alert.id,
        user_id: actor.userId,
        username: actor.username,
        from_status: alert.status,
        to_status: 'VENDOR_RESPONDED',
        reason: 'VENDOR_RESPONDED',
        note: [`${answerWords}: ${REASON_LABELS[response.reason] ?? response.reason}`, response.note]
          .filter(Boolean)
          .join(' — ')
          .slice(0, 2000),
      })
      .execute();
    await recordAudit(trx, ctx, {
      action: 'alert.vendor-responded',
      entityType: 'screening-alert',
      entityId: alert.id,
      details: { answer: response.answer, reason: response.reason, fileId: response.fileId ?? null },
    });
  });
}
