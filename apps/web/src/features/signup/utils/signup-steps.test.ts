import { describe, expect, it } from 'vitest';
import type { ChecklistItemSummary } from '@app/shared/checklists/checklist-item';
import { formSlug, nextStepAfter, ownersStepTitle, signupSteps, stepIndexOf } from './signup-steps';

const item = (id: number, type: ChecklistItemSummary['type'], name: string, priority = id): ChecklistItemSummary => ({
  id,
  name,
  type,
  priority,
  clientId: 7,
  customerId: 7,
  clientName: 'Northgate',
  dueDate: null,
  completionStatus: { name: 'NOT_STARTED', desc: 'Not Started' },
  evdViewName: null,
  configurationId: null,
});
const signup = { client: { ownersIncludeManagingEmployees: false }, paymentRequired: true, skipSignup: false };

describe('signupSteps', () => {
  it('orders business, owners, checklist forms by priority, W-9, payment, Marketplace and the Fist Bump', () => {
    const steps = signupSteps(signup, [
      item(3, 'W9', 'W-9', 3),
      item(2, 'EVD', 'Conflict Form', 2),
      item(1, 'EVD', 'Vendor Disclosure', 1),
    ]);
    expect(steps.map((step) => step.title)).toEqual([
      'Business Information',
      'Owners Overview',
      'Vendor Disclosure',
      'Conflict Form',
      'W-9',
      'Payment',
      'Marketplace',
      'Fist Bump',
    ]);
    expect(steps.map((step) => step.slug)).toContain('conflict-form');
  });

  it('names a form step after its form, unique within the wizard and never a fixed step name', () => {
    const steps = signupSteps(signup, [
      item(10, 'EVD', 'Annual COI Disclosure', 1),
      item(11, 'EVD', 'Annual COI Disclosure', 2),
      item(12, 'EVD', 'Owners', 3),
      item(13, 'EVD', '¿¡!', 4),
    ]);
    expect(steps.filter((step) => step.kind === 'evd').map((step) => step.slug)).toEqual([
      'annual-coi-disclosure',
      'annual-coi-disclosure-2',
      'owners-2',
      'form',
    ]);
  });

  it('keeps a payment made in this signup as a paid step once the server no longer asks for payment', () => {
    const paid = signupSteps({ ...signup, paymentRequired: false }, [], { paidHere: true });
    expect(paid.map((step) => step.kind)).toEqual(['business', 'owners', 'payment', 'marketplace', 'finish']);
    expect(paid[2]).toMatchObject({ slug: 'payment', paid: true });
    expect(signupSteps(signup, [], { paidHere: true })[2]).not.toHaveProperty('paid');
  });

  it('leaves out payment when it is not required and to-dos without a screen', () => {
    const steps = signupSteps({ ...signup, paymentRequired: false }, [item(1, 'MONTHLY_POM', 'Proof'), item(2, 'OTHER', 'BAA')]);
    expect(steps.map((step) => step.kind)).toEqual(['business', 'owners', 'marketplace', 'finish']);
  });

  it('shows only the final step when the vendor already signed up', () => {
    expect(signupSteps({ ...signup, skipSignup: true }, [item(1, 'EVD', 'Form')]).map((step) => step.kind)).toEqual(['finish']);
  });

  it('titles the owners step by whether owners include managing employees', () => {
    expect(ownersStepTitle(true)).toBe('Owners & Managing Employees');
    expect(ownersStepTitle(false)).toBe('Owners Overview');
  });

  it('keeps a single W-9 step when the checklist lists the W-9 twice', () => {
    expect(signupSteps(signup, [item(1, 'W9', 'W-9'), item(2, 'W9', 'W-9')]).filter((step) => step.kind === 'w9')).toHaveLength(1);
  });
});

describe('formSlug', () => {
  it('turns a form name into a readable address part', () => {
    expect(formSlug('Annual COI Disclosure')).toBe('annual-coi-disclosure');
    expect(formSlug('  Conflict of Interest & Ethics (2026)  ')).toBe('conflict-of-interest-and-ethics-2026');
    expect(formSlug('Déclaration Éthique')).toBe('declaration-ethique');
    expect(formSlug('***')).toBe('form');
  });
});

describe('stepIndexOf', () => {
  it('finds a form step by its old form-{id} address', () => {
    const steps = signupSteps(signup, [item(10, 'EVD', 'Annual COI Disclosure')]);
    expect(stepIndexOf(steps, 'annual-coi-disclosure')).toBe(2);
    expect(stepIndexOf(steps, 'form-10')).toBe(2);
    expect(stepIndexOf(steps, 'form-99')).toBe(0);
  });

  it('finds the step an address names and falls back to the first', () => {
    const steps = signupSteps(signup, []);
    expect(stepIndexOf(steps, 'marketplace')).toBe(3);
    expect(stepIndexOf(steps, 'nonsense')).toBe(0);
    expect(stepIndexOf(steps, undefined)).toBe(0);
  });
});

describe('nextStepAfter', () => {
  it('moves to a disclosure step the refetched checklist added after the current step', () => {
    const before = signupSteps(signup, []);
    const after = signupSteps(signup, [item(5, 'EVD', 'New Form')]);
    expect(nextStepAfter(before, before[1]!, after).title).toBe('New Form');
  });

  it('skips a disclosure step the refetched checklist removed', () => {
    const before = signupSteps(signup, [item(5, 'EVD', 'Old Form'), item(6, 'EVD', 'Kept Form')]);
    const after = signupSteps(signup, [item(6, 'EVD', 'Kept Form')]);
    expect(nextStepAfter(before, before[1]!, after).title).toBe('Kept Form');
  });

  it('follows a form by its checklist item when another form with the same name shifts its slug', () => {
    const before = signupSteps(signup, [item(5, 'EVD', 'Disclosure', 5)]);
    const after = signupSteps(signup, [item(4, 'EVD', 'Disclosure', 4), item(5, 'EVD', 'Disclosure', 5)]);
    expect(before[2]!.slug).toBe('disclosure');
    expect(nextStepAfter(before, before[2]!, after).kind).toBe('payment');
  });

  it('continues after a current step that vanished with the first later step still there', () => {
    const before = signupSteps(signup, [item(5, 'EVD', 'Gone Form')]);
    const after = signupSteps(signup, []);
    expect(nextStepAfter(before, before[2]!, after).kind).toBe('payment');
  });
});
