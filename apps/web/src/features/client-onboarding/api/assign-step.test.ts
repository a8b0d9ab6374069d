import { describe, expect, it } from 'vitest';
import type { WorkflowItem } from '@app/shared/onboarding/onboarding';
import { optimisticHarness } from '../../../testing/optimistic-mutation';
import { assignStepMutation } from './onboarding-mutations';
import { onboardingKeys } from './onboarding-query-keys';

const item = (id: number, assignees: WorkflowItem['assignees'], assignedDate: string | null): WorkflowItem => ({
  id,
  covgId: 40,
  name: `Step ${id}`,
  programmaticName: 'VENDOR_SIGNUP',
  status: 'ACTIVE',
  assignedDate,
  completionDate: null,
  assignees,
  completer: null,
  itemType: 'VendorSignupWorkflowItemBehavior',
  stepAction: null,
});

const casey = { id: 7, name: 'Casey Clark' };
const jordan = { id: 8, name: 'Jordan Diaz' };

describe('assigning an onboarding step', () => {
  it('shows the new assignees and an assigned date before the server answers', async () => {
    const steps = [item(1, [], null), item(2, [jordan], '2026-11-01T00:00:00.000Z')];
    const harness = optimisticHarness(onboardingKeys.items(40), steps);
    const { run, answer } = harness.start(assignStepMutation(harness.queryClient), { item: steps[0]!, assignees: [casey] });
    await expect.poll(() => harness.cached()?.[0]?.assignees).toEqual([casey]);
    expect(harness.cached()?.[0]?.assignedDate).not.toBeNull();
    expect(harness.cached()?.[1]).toEqual(steps[1]);
    answer(item(1, [casey], new Date().toISOString()));
    await run;
  });

  it('clears the assigned date when the step is unassigned', async () => {
    const steps = [item(1, [casey], '2026-11-01T00:00:00.000Z')];
    const harness = optimisticHarness(onboardingKeys.items(40), steps);
    const { run, answer } = harness.start(assignStepMutation(harness.queryClient), { item: steps[0]!, assignees: [] });
    await expect.poll(() => harness.cached()?.[0]?.assignees).toEqual([]);
    expect(harness.cached()?.[0]?.assignedDate).toBeNull();
    answer(item(1, [], null));
    await run;
  });

  it('puts the previous assignees back when the server refuses', async () => {
    const steps = [item(1, [jordan], '2026-11-01T00:00:00.000Z')];
    const harness = optimisticHarness(onboardingKeys.items(40), steps);
    const { run, refuse } = harness.start(assignStepMutation(harness.queryClient), { item: steps[0]!, assignees: [casey] });
    await expect.poll(() => harness.cached()?.[0]?.assignees).toEqual([casey]);
    refuse(new Error('Choose assignees'));
    await expect(run).rejects.toThrow('Choose assignees');
    expect(harness.cached()).toEqual(steps);
  });
});
