import { describe, expect, it } from 'vitest';
import { PaymentWaiverRequest, waivablePayments } from './waivers';

const none = { paymentRequired: false, vendorProofPaid: false, clientHasEngage: false, engagePaid: false };

describe('waivablePayments', () => {
  it('offers VendorProof when the client requires payment and the vendor has not paid it', () => {
    expect(waivablePayments({ ...none, paymentRequired: true })).toEqual(['VP_ENGAGE_CVC']);
  });

  it('offers nothing for VendorProof once it is paid (one fee covers every client)', () => {
    expect(waivablePayments({ ...none, paymentRequired: true, vendorProofPaid: true })).toEqual([]);
  });

  it('offers VendorProof Engage when the client has the product and no Engage subscription is active', () => {
    expect(waivablePayments({ ...none, clientHasEngage: true })).toEqual(['VP_ENGAGE']);
    expect(waivablePayments({ ...none, clientHasEngage: true, engagePaid: true })).toEqual([]);
  });

  it('offers nothing when the client asks for no payment', () => {
    expect(waivablePayments(none)).toEqual([]);
  });
});

describe('PaymentWaiverRequest', () => {
  const base = { clientId: 3, subscriptionType: 'VP_ENGAGE_CVC', reason: 'NON_PROFIT' } as const;

  it('accepts a listed reason without details', () => {
    expect(PaymentWaiverRequest.safeParse(base).success).toBe(true);
  });

  it('needs details for Other, with "Please tell us why"', () => {
    const result = PaymentWaiverRequest.safeParse({ ...base, reason: 'OTHER', reasonDetails: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['reasonDetails'], message: 'Please tell us why' });
  });
});
