import { describe, expect, it } from 'vitest';
import { ATTESTATION_COLUMNS_PREFERENCE } from '@app/shared/clients/attestations';
import { optimisticHarness } from '../../../testing/optimistic-mutation';
import { attestationKeys } from './attestation-query-keys';
import { columnPreferenceMutation } from './column-preference';

const stored = { key: ATTESTATION_COLUMNS_PREFERENCE, value: '[{"value":"clientName","visible":true}]' };
const hidden = '[{"value":"clientName","visible":false}]';

describe("saving the attestation table's columns", () => {
  it('hides the column before the server answers', async () => {
    const harness = optimisticHarness(attestationKeys.columns(), stored);
    const { run, answer } = harness.start(columnPreferenceMutation(harness.queryClient), hidden);
    await expect.poll(() => harness.cached()?.value).toBe(hidden);
    answer({ key: ATTESTATION_COLUMNS_PREFERENCE, value: hidden });
    await run;
  });

  it('shows the stored choice again when the server refuses', async () => {
    const harness = optimisticHarness(attestationKeys.columns(), stored);
    const { run, refuse } = harness.start(columnPreferenceMutation(harness.queryClient), hidden);
    await expect.poll(() => harness.cached()?.value).toBe(hidden);
    refuse(new Error('refused'));
    await expect(run).rejects.toThrow('refused');
    expect(harness.cached()).toEqual(stored);
  });
});
