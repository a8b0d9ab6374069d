import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';

/** What a step of the wizard shows; `evd` steps carry their checklist item. */
export type SignupStep =
  | { kind: 'business'; slug: 'business-information'; title: string }
  | { kind: 'owners'; slug: 'owners'; title: string }
  | { kind: 'evd'; slug: `form-${number}`; title: string; checklistItemId: number }
  | { kind: 'w9'; slug: 'w9'; title: string }
  | { kind: 'payment'; slug: 'payment'; title: string }
  | { kind: 'marketplace'; slug: 'marketplace'; title: string }
  | { kind: 'finish'; slug: 'fist-bump'; title: string };

export interface SignupShape {
  client: { ownersIncludeManagingEmployees: boolean };
  paymentRequired: boolean;
  skipSignup: boolean;
}

/** Without steps loaded the step count defaults to 3 (spec 001 §2, §9). */
export const DEFAULT_STEP_COUNT = 3;

const FINISH: SignupStep = { kind: 'finish', slug: 'fist-bump', title: 'Fist Bump' };

/** The owners step's title by the client's configuration (spec 001 §2). */
export const ownersStepTitle = (ownersIncludeManagingEmployees: boolean) =>
  ownersIncludeManagingEmployees ? 'Owners & Managing Employees' : 'Owners Overview';

/**
 * The steps in the spec's order (spec 001 §2 Signup wizard): Business Information, Owners, one step per
 * checklist item that has a screen (disclosure forms, the W-9), Payment when required, Marketplace and
 * the Fist Bump. A vendor already signed up (skipSignup) sees only the final step. Other to-do types
 * (proof of monitoring, items the client completes) are not signup steps: they stay on the to-do list.
 */
export function signupSteps(signup: SignupShape, checklist: readonly ChecklistItemSummary[]): SignupStep[] {
  if (signup.skipSignup) return [FINISH];
  const items = [...checklist].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const itemSteps = items.flatMap((item): SignupStep[] => {
    if (item.type === 'EVD') return [{ kind: 'evd', slug: `form-${item.id}`, title: item.name, checklistItemId: item.id }];
    if (item.type === 'W9') return [{ kind: 'w9', slug: 'w9', title: 'W-9' }];
    return [];
  });
  // A client could list the W-9 twice; one W-9 step covers it.
  const uniqueItemSteps = itemSteps.filter((step, index) => itemSteps.findIndex((other) => other.slug === step.slug) === index);
  return [
    { kind: 'business', slug: 'business-information', title: 'Business Information' },
    { kind: 'owners', slug: 'owners', title: ownersStepTitle(signup.client.ownersIncludeManagingEmployees) },
    ...uniqueItemSteps,
    ...(signup.paymentRequired ? [{ kind: 'payment', slug: 'payment', title: 'Payment' } as const] : []),
    { kind: 'marketplace', slug: 'marketplace', title: 'Marketplace' },
    FINISH,
  ];
}

/** The index of the step an address names, the first step when it names none of them. */
export function stepIndexOf(steps: readonly SignupStep[], slug: string | undefined): number {
  const index = steps.findIndex((step) => step.slug === slug);
  return index < 0 ? 0 : index;
}

/**
 * Where Next leads once the checklist was refetched (spec 001 §4: EVD steps added or removed are merged):
 * the step after the current one in the new list. When the current step itself vanished, the first step
 * that was after it and still exists, else the final step.
 */
export function nextStepAfter(previous: readonly SignupStep[], current: SignupStep, merged: readonly SignupStep[]): SignupStep {
  const here = merged.findIndex((step) => step.slug === current.slug);
  if (here >= 0) return merged[Math.min(here + 1, merged.length - 1)]!;
  const after = previous.slice(previous.findIndex((step) => step.slug === current.slug) + 1);
  return merged.find((step) => after.some((old) => old.slug === step.slug)) ?? merged[merged.length - 1]!;
}
