import { describe, expect, it } from 'vitest';
import { dueText, formatDay, localToday, todoClientText, todoTitle } from './todo-text';

const TODAY = '2026-05-10';

describe('to-do due text', () => {
  it("says 'DUE {MM/dd/yyyy}' for a future due date", () => {
    expect(dueText('2026-05-11', TODAY)).toBe('DUE 05/11/2026');
  });

  it("says 'NOW' when the to-do is due today", () => {
    expect(dueText('2026-05-10', TODAY)).toBe('NOW');
  });

  it("says 'NOW' when the to-do is overdue", () => {
    expect(dueText('2025-12-31', TODAY)).toBe('NOW');
  });

  it('says nothing without a due date', () => {
    expect(dueText(null, TODAY)).toBe('');
  });

  it('formats calendar days without shifting them', () => {
    expect(formatDay('2026-01-02')).toBe('01/02/2026');
    expect(localToday(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
  });
});

describe('to-do title', () => {
  it("prefixes items sent back for revision with 'Revision Needed - '", () => {
    expect(todoTitle({ name: 'W-9', completionStatus: { name: 'REVISION_NEEDED', desc: 'Revision Needed' } })).toBe(
      'Revision Needed - W-9',
    );
  });

  it('keeps the name of other items', () => {
    expect(todoTitle({ name: 'W-9', completionStatus: { name: 'INCOMPLETE', desc: 'Incomplete' } })).toBe('W-9');
  });

  it("names the client as 'For {client name}'", () => {
    expect(todoClientText('Mercy Valley Clinic')).toBe('For Mercy Valley Clinic');
  });
});
