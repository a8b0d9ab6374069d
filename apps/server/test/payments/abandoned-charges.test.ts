import { describe, expect, it } from 'vitest';
import { buildCardOnFile, buildSubscription, buildVendor } from '../../src/db/seed/factories';
import { chargeOnce } from '../../src/modules/payments/charge';
import { renewDueSubscriptions } from '../../src/modules/payments/renew-subscriptions-job';
import type { PaymentGateway } from '../../src/platform/payments/gateway';
import { useTestApp } from '../support/harness';

/**
 * A charge whose answer never came back (the gateway call threw, or its process died: the crash tests in
 * test/resilience kill real processes) is settled by the next attempt with its key: from the gateway's
 * record of the order id, or charged then when the gateway has none. Never twice, never stuck.
 */
describe('charges whose outcome was lost', () => {
  const t = useTestApp();
  const deps = () => t.app.runtime.deps;

  async function dueSubscription() {
    const vendor = await buildVendor(t.app.db);
    await buildCardOnFile(t.app.db, { vendorId: vendor.id });
    const subscription = await buildSubscription(t.app.db, {
      vendorId: vendor.id,
      type: 'VP_ENGAGE_CVC',
      amountCents: 29_900,
      renewalDate: '2026-11-01',
    });
    return { vendor, subscription };
  }

  /** The real (sandbox) gateway, whose next charge fails to answer: before reaching it, or after it charged. */
  function unansweredOnce(when: 'before' | 'after'): PaymentGateway {
    const gateway = deps().payments;
    let failed = false;
    return {
      mode: gateway.mode,
      clientToken: (id) => gateway.clientToken(id),
      vault: (input) => gateway.vault(input),
      refund: (id) => gateway.refund(id),
      findCharge: (orderId) => gateway.findCharge(orderId),
      charge: async (input) => {
        if (failed) return gateway.charge(input);
        failed = true;
        if (when === 'after') await gateway.charge(input);
        throw new Error('The gateway did not answer');
      },
    };
  }

  const gatewayCharges = (vendorId: number) =>
    t.app.db.selectFrom('sandbox_transactions').select(['order_id', 'transaction_id']).where('order_id', 'like', `${vendorId}:%`).execute();
  const paymentsOf = (vendorId: number) =>
    t.app.db.selectFrom('payments').select(['status', 'transaction_id']).where('vendor_id', '=', vendorId).execute();

  it('charges a renewal the gateway never received on the next run, once', async () => {
    const { vendor, subscription } = await dueSubscription();
    const payments = unansweredOnce('before');
    expect((await renewDueSubscriptions({ ...deps(), payments }, '2026-11-01')).errors).toHaveLength(1);
    expect(await paymentsOf(vendor.id)).toEqual([{ status: 'PENDING', transaction_id: null }]);

    expect(await renewDueSubscriptions({ ...deps(), payments }, '2026-11-01')).toMatchObject({ renewed: 1, errors: [] });
    const charges = await gatewayCharges(vendor.id);
    expect(charges).toHaveLength(1);
    expect(await paymentsOf(vendor.id)).toEqual([{ status: 'PAID', transaction_id: charges[0]!.transaction_id }]);
    const renewed = await t.app.db
      .selectFrom('subscriptions')
      .select('renewal_date')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow();
    expect(renewed.renewal_date).toBe('2027-11-01');
  });

  it('records the charge the gateway made when its answer was lost, without charging again', async () => {
    const { vendor } = await dueSubscription();
    const payments = unansweredOnce('after');
    expect((await renewDueSubscriptions({ ...deps(), payments }, '2026-11-01')).errors).toHaveLength(1);
    const [charge] = await gatewayCharges(vendor.id);

    expect(await renewDueSubscriptions({ ...deps(), payments }, '2026-11-01')).toMatchObject({ renewed: 1, errors: [] });
    expect(await gatewayCharges(vendor.id)).toEqual([charge]);
    expect(await paymentsOf(vendor.id)).toEqual([{ status: 'PAID', transaction_id: charge!.transaction_id }]);
  });

  it('answers 409 to a second attempt while the first one still charges, and its outcome afterwards', async () => {
    const { vendor } = await dueSubscription();
    const gateway = deps().payments;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const charging = new Promise<void>((resolve) => (reached = resolve));
    const slow: PaymentGateway = {
      ...gateway,
      findCharge: (orderId) => gateway.findCharge(orderId),
      charge: async (input) => {
        reached();
        await held;
        return gateway.charge(input);
      },
    };
    const input = {
      vendorId: vendor.id,
      subscriptionId: null,
      clientId: null,
      subscriptionType: 'VP_ENGAGE_CVC' as const,
      amountCents: 29_900,
      idempotencyKey: 'one-click-twice',
      keySource: 'CLIENT' as const,
      description: 'VendorProof',
      periodStart: '2026-11-01',
      periodEnd: '2027-11-01',
    };
    const first = chargeOnce({ ...deps(), payments: slow }, input);
    await charging;
    // Released before asserting, so a failure does not leave the first charge's connection held.
    const refused = await chargeOnce(deps(), input).catch((error: unknown) => error);
    release();
    expect(refused).toMatchObject({ status: 409, message: 'This payment is already being processed.' });
    const outcome = await first;
    expect(await chargeOnce(deps(), input)).toEqual({ ...outcome, replayed: true });
    expect(await gatewayCharges(vendor.id)).toHaveLength(1);
  });
});
