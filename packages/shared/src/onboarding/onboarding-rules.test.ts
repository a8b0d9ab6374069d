import { describe, expect, it } from 'vitest';
import { ageBucket, ageInDays, effectiveItemStatuses, isItemDone, onboardingStage } from './onboarding-rules';

const facts = { signupComplete: true, reviewDone: false, openRevisions: false, allDone: false };

describe('onboardingStage', () => {
  it('is Not Enrolled until the vendor has signed up, whatever else is known', () => {
    expect(onboardingStage({ ...facts, signupComplete: false, openRevisions: true })).toBe('NOT_ENROLLED');
  });
  it('is Pending Review once signed up and nothing is sent back', () => {
    expect(onboardingStage(facts)).toBe('PENDING_REVIEW');
  });
  it('is Revision Requested while a revision the client asked for is open', () => {
    expect(onboardingStage({ ...facts, openRevisions: true })).toBe('REVISION_REQUESTED');
  });
  it('is Pending Export once the review is done but not every item is', () => {
    expect(onboardingStage({ ...facts, reviewDone: true, openRevisions: true })).toBe('PENDING_EXPORT');
  });
  it('is Complete when every item is done', () => {
    expect(onboardingStage({ ...facts, reviewDone: true, allDone: true })).toBe('COMPLETE');
  });
});

describe('ageBucket', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [6, 1],
    [7, 2],
    [14, 2],
    [15, 3],
    [400, 3],
  ])('puts %i days in bucket %i', (days, bucket) => {
    expect(ageBucket(days)).toBe(bucket);
  });
});

describe('ageInDays', () => {
  it('counts whole days and never goes below zero', () => {
    const start = new Date('2026-11-01T12:00:00Z');
    expect(ageInDays(start, new Date('2026-11-03T11:59:59Z'))).toBe(1);
    expect(ageInDays(start, new Date('2026-11-03T12:00:00Z'))).toBe(2);
    expect(ageInDays(start, new Date('2026-10-31T12:00:00Z'))).toBe(0);
  });
});

describe('isItemDone', () => {
  it('treats complete and bypassed items as done and the others as open', () => {
    expect(isItemDone('COMPLETE')).toBe(true);
    expect(isItemDone('NON_APPLICABLE')).toBe(true);
    expect(isItemDone('ACTIVE')).toBe(false);
    expect(isItemDone('PENDING')).toBe(false);
    expect(isItemDone('BLOCKED')).toBe(false);
  });
});

describe('effectiveItemStatuses', () => {
  const items = [
    { programmaticName: 'VENDOR_SIGNUP', stored: 'ACTIVE' },
    { programmaticName: 'VENDOR_REVIEW', stored: 'ACTIVE' },
    { programmaticName: 'MONITOR_STATUS', stored: 'ACTIVE' },
    { programmaticName: 'VENDOR_EXPORT', stored: 'ACTIVE' },
  ] as const;

  it('blocks every step after signup until the vendor has signed up', () => {
    expect(effectiveItemStatuses(items, { signupComplete: false, openRevisions: false })).toEqual([
      'ACTIVE',
      'BLOCKED',
      'BLOCKED',
      'BLOCKED',
    ]);
  });
  it('opens review and monitor status after signup and keeps export blocked while they are open', () => {
    expect(effectiveItemStatuses(items, { signupComplete: true, openRevisions: false })).toEqual([
      'COMPLETE',
      'ACTIVE',
      'ACTIVE',
      'BLOCKED',
    ]);
  });
  it('shows the review as pending while a revision is open', () => {
    expect(effectiveItemStatuses(items, { signupComplete: true, openRevisions: true })[1]).toBe('PENDING');
  });
  it('opens export once review is complete and monitor status bypassed', () => {
    const resolved = [items[0], { ...items[1], stored: 'COMPLETE' }, { ...items[2], stored: 'NON_APPLICABLE' }, items[3]] as const;
    expect(effectiveItemStatuses(resolved, { signupComplete: true, openRevisions: false })).toEqual([
      'COMPLETE',
      'COMPLETE',
      'NON_APPLICABLE',
      'ACTIVE',
    ]);
  });
});
