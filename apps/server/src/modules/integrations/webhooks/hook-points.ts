import type { Db, DbTransaction } from '../../../platform/db/database';
import { emitComplianceChanges } from './compliance-changes';
import { emitEvent } from './emit-event';

/*
 * The few places the product calls into webhooks (decision 300), one call each, in the transaction of the
 * change: each reads what its event needs from the rows just written, emits it, and checks whether the
 * change moved the vendor's compliance with any listening client.
 */

const ALERT_EVENTS = { OPEN: 'alert.opened', CONFIRMED: 'alert.confirmed', CLEARED: 'alert.cleared' } as const;

/** An alert was opened (new or reopened), confirmed or cleared. */
export async function emitAlertEvent(db: Db | DbTransaction, alertId: number): Promise<void> {
  const alert = await db
    .selectFrom('screening_alerts')
    .select(['id', 'vendor_id', 'subject_type', 'subject_id', 'source_id', 'band', 'status'])
    .where('id', '=', alertId)
    .executeTakeFirstOrThrow();
  const type = ALERT_EVENTS[alert.status as keyof typeof ALERT_EVENTS];
  if (!type) return;
  await emitEvent(db, {
    type,
    vendorId: alert.vendor_id,
    data: {
      alertId: alert.id,
      status: alert.status,
      subjectType: alert.subject_type,
      subjectId: alert.subject_id,
      list: alert.source_id,
      band: alert.band,
    },
  });
  await emitComplianceChanges(db, alert.vendor_id);
}

/** A payment was settled, PAID or FAILED. */
export async function emitPaymentEvent(db: Db | DbTransaction, paymentId: number): Promise<void> {
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'vendor_id', 'client_id', 'status', 'amount_cents', 'subscription_type', 'description'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  if (payment.status === 'PENDING') return;
  await emitEvent(db, {
    type: payment.status === 'PAID' ? 'payment.succeeded' : 'payment.failed',
    vendorId: payment.vendor_id,
    data: {
      paymentId: payment.id,
      status: payment.status,
      amountCents: payment.amount_cents,
      subscriptionType: payment.subscription_type,
      clientId: payment.client_id,
      description: payment.description,
    },
  });
  await emitComplianceChanges(db, payment.vendor_id);
}

/** A vendor submitted a disclosure form (attestation) to a client. */
export async function emitAttestationSubmitted(
  db: Db | DbTransaction,
  input: { vendorId: number; clientId: number; configurationId: number },
): Promise<void> {
  const form = await db.selectFrom('evd_configurations').select('view_name').where('id', '=', input.configurationId).executeTakeFirst();
  await emitEvent(db, {
    type: 'attestation.submitted',
    vendorId: input.vendorId,
    clientId: input.clientId,
    data: { clientId: input.clientId, formId: input.configurationId, formName: form?.view_name ?? null },
  });
  await emitComplianceChanges(db, input.vendorId);
}

/** A step of a client's onboarding workflow was completed. */
export async function emitOnboardingStepCompleted(db: Db | DbTransaction, itemId: number): Promise<void> {
  const item = await db
    .selectFrom('onboarding_workflow_items as i')
    .innerJoin('onboarding_workflows as w', 'w.id', 'i.workflow_id')
    .innerJoin('covgs as g', 'g.id', 'w.covg_id')
    .select(['i.id', 'i.programmatic_name', 'i.name', 'i.status', 'w.client_id', 'w.covg_id', 'g.vendor_id', 'w.completed_at'])
    .where('i.id', '=', itemId)
    .executeTakeFirstOrThrow();
  await emitEvent(db, {
    type: 'onboarding.step_completed',
    vendorId: item.vendor_id,
    clientId: item.client_id,
    data: {
      clientId: item.client_id,
      vendorGroupId: item.covg_id,
      stepId: item.id,
      step: item.programmatic_name,
      stepName: item.name,
      workflowComplete: item.completed_at !== null,
    },
  });
}
