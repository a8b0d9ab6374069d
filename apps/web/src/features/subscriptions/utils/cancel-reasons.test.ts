import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, CANCEL_REASON_LABEL, CancelReasonFormSchema, cancelReasonBody } from './cancel-reasons';

describe('cancel reasons', () => {
  it('offers the four reasons of spec 001 §3, each with a label', () => {
    expect(CANCEL_REASONS).toEqual(['CVC_CANCEL', 'CVC_NO_LONGER_WORK_WITH', 'GOING_OUT_OF_BUSINESS', 'OTHER']);
    expect(CANCEL_REASONS.every((reason) => CANCEL_REASON_LABEL[reason].length > 0)).toBe(true);
  });

  it('requires a reason, and details for OTHER', () => {
    expect(CancelReasonFormSchema.safeParse({ selectedReason: '', selectedReasonDetails: '' }).success).toBe(false);
    expect(CancelReasonFormSchema.safeParse({ selectedReason: 'OTHER', selectedReasonDetails: '  ' }).success).toBe(false);
    expect(CancelReasonFormSchema.safeParse({ selectedReason: 'OTHER', selectedReasonDetails: 'Moving' }).success).toBe(true);
    expect(CancelReasonFormSchema.safeParse({ selectedReason: 'GOING_OUT_OF_BUSINESS', selectedReasonDetails: '' }).success).toBe(true);
  });

  it('sends details only with OTHER', () => {
    expect(cancelReasonBody({ selectedReason: 'CVC_CANCEL', selectedReasonDetails: 'ignored' })).toEqual({
      selectedReason: 'CVC_CANCEL',
      selectedReasonDetails: null,
    });
    expect(cancelReasonBody({ selectedReason: 'OTHER', selectedReasonDetails: ' Moving ' })).toEqual({
      selectedReason: 'OTHER',
      selectedReasonDetails: 'Moving',
    });
    expect(cancelReasonBody({ selectedReason: '', selectedReasonDetails: '' })).toBeNull();
  });
});
