import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';

/** What a step of the wizard shows; `evd` steps carry their checklist item. */
export type SignupStep =
  | { kind: 'business'; slug: 'business-information'; title: string }
  | { kind: 'owners'; slug: 'owners'; title: string }
  | { kind: 'evd'; slug: string; title: string; checklistItemId: number }
  | { kind: 'w9'; slug: 'w9'; title: string }
  /** `paid`: paid during this signup; the step stays in the stepper, done, and charges nothing again. */
  | { kind: 'payment'; slug: 'payment'; title: string; paid?: boolean }
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

/** The slugs of the fixed steps, which a form's slug never takes. */
const FIXED_SLUGS: ReadonlySet<string> = new Set(['business-information', 'owners', 'w9', 'payment', 'marketplace', 'fist-bump']);

/** A form's readable slug from its name: 'Annual COI Disclosure' → 'annual-coi-disclosure' ('form' when nothing is left). */
export function formSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'form';
}

/** The first of slug, slug-2, slug-3… that no step has taken yet. */
function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** The address of an evidence form step before slugs were readable (form-{checklist item id}); old links still name it. */
const LEGACY_FORM_SLUG = /^form-(\d+)$/;

/** The owners step's title by the client's configuration (spec 001 §2). */
export const ownersStepTitle = (ownersIncludeManagingEmployees: boolean) =>
  ownersIncludeManagingEmployees ? 'Owners & Managing Employees' : 'Owners Overview';

/**
 * The steps in the spec's order (spec 001 §2 Signup wizard): Business Information, Owners, one step per
 * checklist item that has a screen (disclosure forms, the W-9), Payment when required, Marketplace and
 * the Fist Bump. A vendor already signed up (skipSignup) sees only the final step. A form's step is named
 * after the form (unique within the wizard). Once paid the server no longer asks for payment; a payment
 * made in this signup (`paidHere`) keeps its step, done, so the steps are not renumbered under the vendor. Other to-do types
 * (proof of monitoring, items the client completes) are not signup steps: they stay on the to-do list.
 */
export function signupSteps(
  signup: SignupShape,
  checklist: readonly ChecklistItemSummary[],
  options: { paidHere?: boolean } = {},
): SignupStep[] {
  if (signup.skipSignup) return [FINISH];
  const items = [...checklist].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const taken = new Set(FIXED_SLUGS);
  const itemSteps = items.flatMap((item): SignupStep[] => {
    if (item.type === 'EVD') {
      return [{ kind: 'evd', slug: uniqueSlug(formSlug(item.name), taken), title: item.name, checklistItemId: item.id }];
    }
    if (item.type === 'W9') return [{ kind: 'w9', slug: 'w9', title: 'W-9' }];
    return [];
  });
  // A client could list the W-9 twice; one W-9 step covers it.
  const uniqueItemSteps = itemSteps.filter((step, index) => itemSteps.findIndex((other) => other.slug === step.slug) === index);
  return [
    { kind: 'business', slug: 'business-information', title: 'Business Information' },
    { kind: 'owners', slug: 'owners', title: ownersStepTitle(signup.client.ownersIncludeManagingEmployees) },
    ...uniqueItemSteps,
    ...(signup.paymentRequired
      ? [{ kind: 'payment', slug: 'payment', title: 'Payment' } as const]
      : options.paidHere
        ? [{ kind: 'payment', slug: 'payment', title: 'Payment', paid: true } as const]
        : []),
    { kind: 'marketplace', slug: 'marketplace', title: 'Marketplace' },
    FINISH,
  ];
}

/**
 * The index of the step an address names, the first step when it names none of them. An old form-{id}
 * address still finds its form's step (the wizard then writes the readable name into the address).
 */
export function stepIndexOf(steps: readonly SignupStep[], slug: string | undefined): number {
  let index = steps.findIndex((step) => step.slug === slug);
  const legacy = slug && index < 0 ? LEGACY_FORM_SLUG.exec(slug) : null;
  if (legacy) index = steps.findIndex((step) => step.kind === 'evd' && step.checklistItemId === Number(legacy[1]));
  return index < 0 ? 0 : index;
}

/** Whether two step lists show the same step: a form's by its checklist item (its slug may shift), others by slug. */
function sameStep(a: SignupStep, b: SignupStep): boolean {
  if (a.kind === 'evd' || b.kind === 'evd') return a.kind === 'evd' && b.kind === 'evd' && a.checklistItemId === b.checklistItemId;
  return a.slug === b.slug;
}

/**
 * Where Next leads once the checklist was refetched (spec 001 §4: EVD steps added or removed are merged):
 * the step after the current one in the new list. When the current step itself vanished, the first step
 * that was after it and still exists, else the final step.
 */
export function nextStepAfter(previous: readonly SignupStep[], current: SignupStep, merged: readonly SignupStep[]): SignupStep {
  const here = merged.findIndex((step) => sameStep(step, current));
  if (here >= 0) return merged[Math.min(here + 1, merged.length - 1)]!;
  const after = previous.slice(previous.findIndex((step) => sameStep(step, current)) + 1);
  return merged.find((step) => after.some((old) => sameStep(old, step))) ?? merged[merged.length - 1]!;
}
