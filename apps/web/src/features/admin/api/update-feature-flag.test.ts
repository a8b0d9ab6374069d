import { describe, expect, it } from 'vitest';
import type { AdminFeatureFlag } from '@app/shared/platform/feature-flags';
import { optimisticHarness } from '../../../testing/optimistic-mutation';
import { adminKeys } from './admin-query-keys';
import { featureFlagMutation } from './update-feature-flag';

const flag = (id: number, enabled: boolean): AdminFeatureFlag => ({
  id,
  name: `FLAG_${id}`,
  description: '',
  enabled,
  initialState: false,
  irreversible: false,
  productionReady: true,
  hidden: false,
  createdDate: '2026-01-01T00:00:00.000Z',
  documents: [],
});

describe('switching a feature flag', () => {
  it("shows the flag's new state before the server answers", async () => {
    const harness = optimisticHarness(adminKeys.featureFlags, [flag(1, false), flag(2, true)]);
    const { run, answer } = harness.start(featureFlagMutation(harness.queryClient), { id: 1, enabled: true });
    await expect.poll(() => harness.cached()?.map((row) => row.enabled)).toEqual([true, true]);
    answer(flag(1, true));
    await run;
  });

  it('switches it back when the server refuses', async () => {
    const harness = optimisticHarness(adminKeys.featureFlags, [flag(1, false), flag(2, true)]);
    const { run, refuse } = harness.start(featureFlagMutation(harness.queryClient), { id: 2, enabled: false });
    await expect.poll(() => harness.cached()?.[1]?.enabled).toBe(false);
    refuse(new Error('Not production-ready'));
    await expect(run).rejects.toThrow('Not production-ready');
    expect(harness.cached()?.map((row) => row.enabled)).toEqual([false, true]);
  });
});
