import { describe, expect, it } from 'vitest';
import { keepsVendor, moveRefusal, vendorOfCov, type GroupFacts, type MovingCov } from './regroup-rules';

const cov = (over: Partial<MovingCov> = {}): MovingCov => ({ id: 1, covgId: 10, trashed: false, vendorId: null, ...over });
const group = (over: Partial<GroupFacts> = {}): GroupFacts => ({ id: 10, clientId: 5, trashed: false, vendorId: null, ...over });

describe('regroup rules (decision 186)', () => {
  it('lets a live COV move into a live group of the same client', () => {
    expect(moveRefusal(cov(), group(), group({ id: 11 }))).toBeNull();
  });

  it('refuses a trashed COV, a missing or trashed group and a group of another client', () => {
    expect(moveRefusal(cov({ trashed: true }), group(), group({ id: 11 }))).toBe('COV is trashed');
    expect(moveRefusal(cov(), group(), undefined)).toBe('group not found');
    expect(moveRefusal(cov(), group(), group({ id: 11, trashed: true }))).toBe('group is trashed');
    expect(moveRefusal(cov(), group(), group({ id: 11, clientId: 6 }))).toBe('group of another client');
  });

  it('refuses a group linked to another vendor than the one the COV stands for', () => {
    expect(moveRefusal(cov({ vendorId: 7 }), group(), group({ id: 11, vendorId: 8 }))).toBe('group linked to another vendor');
    expect(moveRefusal(cov(), group({ vendorId: 7 }), group({ id: 11, vendorId: 8 }))).toBe('group linked to another vendor');
  });

  it('lets a COV of a vendor join a group of the same vendor or of none', () => {
    expect(moveRefusal(cov({ vendorId: 7 }), group({ vendorId: 7 }), group({ id: 11, vendorId: 7 }))).toBeNull();
    expect(moveRefusal(cov({ vendorId: 7 }), group({ vendorId: 7 }), group({ id: 11 }))).toBeNull();
    expect(moveRefusal(cov(), group(), group({ id: 11, vendorId: 8 }))).toBeNull();
  });

  it("reads a COV without a link as its group's vendor", () => {
    expect(vendorOfCov(cov(), group({ vendorId: 7 }))).toBe(7);
    expect(vendorOfCov(cov({ vendorId: 9 }), group({ vendorId: 7 }))).toBe(9);
  });

  it('keeps the vendor on a group while a remaining COV stands for it', () => {
    expect(keepsVendor([{ vendorId: 7 }], 7)).toBe(true);
    expect(keepsVendor([{ vendorId: null }], 7)).toBe(true);
    expect(keepsVendor([{ vendorId: 8 }], 7)).toBe(false);
    expect(keepsVendor([], 7)).toBe(false);
  });
});
