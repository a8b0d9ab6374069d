import { describe, expect, it } from 'vitest';
import { OWNERSHIP_TOTAL_MESSAGE, type Owner } from '@app/shared/owners/owner';
import {
  PERCENTAGE_NOT_A_NUMBER,
  changedPercentages,
  mergePercentageDraft,
  percentageDraft,
  percentageInput,
  percentageProblem,
  percentageTotal,
} from './ownership-percentages';

const owner = (ownerId: number, ownershipPercentage: number) => ({ ownerId, ownershipPercentage }) as Owner;

describe('ownership percentages', () => {
  it('accepts whole numbers only and drops leading zeros', () => {
    expect(percentageInput('4.5')).toBe('45');
    expect(percentageInput('-20')).toBe('20');
    expect(percentageInput('007')).toBe('7');
    expect(percentageInput('0')).toBe('0');
    expect(percentageInput('1000')).toBe('100');
  });

  it('starts the draft from the saved percentages', () => {
    expect(percentageDraft([owner(1, 60), owner(2, 0)])).toEqual({ 1: '60', 2: '0' });
  });

  it('keeps edits of listed owners, adds new owners and drops removed ones when the list reloads', () => {
    expect(mergePercentageDraft([owner(1, 60), owner(3, 10)], { 1: '55', 2: '30' })).toEqual({ 1: '55', 3: '10' });
  });

  it('totals the draft, counting blanks as zero', () => {
    expect(percentageTotal({ 1: '60', 2: '', 3: '30' })).toBe(90);
  });

  it('refuses a total over 100 with the spec text and a blank as not a number', () => {
    expect(percentageProblem({ 1: '60', 2: '40' })).toBeNull();
    expect(percentageProblem({ 1: '60', 2: '41' })).toBe(OWNERSHIP_TOTAL_MESSAGE);
    expect(percentageProblem({ 1: '60', 2: '' })).toBe(PERCENTAGE_NOT_A_NUMBER);
  });

  it('sends only the percentages that changed', () => {
    expect(changedPercentages([owner(1, 60), owner(2, 30)], { 1: '60', 2: '40' })).toEqual({ 2: 40 });
    expect(changedPercentages([owner(1, 60)], { 1: '60' })).toEqual({});
  });
});
