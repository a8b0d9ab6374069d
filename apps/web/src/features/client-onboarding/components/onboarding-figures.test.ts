import { describe, expect, it } from 'vitest';
import { agingSeries } from './aging-chart';
import { percentOf } from './onboarding-rates';

describe('onboarding figures', () => {
  it('puts each stage count in its age bucket, zero where the server sent none', () => {
    const series = agingSeries([
      { ageBucket: 0, stage: 'NOT_ENROLLED', count: 4 },
      { ageBucket: 3, stage: 'NOT_ENROLLED', count: 1 },
      { ageBucket: 2, stage: 'PENDING_EXPORT', count: 2 },
    ]);
    expect(series.map((s) => [s.stage, s.data])).toEqual([
      ['Not Enrolled', [4, 0, 0, 1]],
      ['Pending Review', [0, 0, 0, 0]],
      ['Revision Requested', [0, 0, 0, 0]],
      ['Pending Export', [0, 0, 2, 0]],
    ]);
  });

  it('gives the rings whole percents, and 0 when no vendor is onboarding', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
