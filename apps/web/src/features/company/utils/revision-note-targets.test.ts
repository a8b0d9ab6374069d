import { describe, expect, it } from 'vitest';
import { revisionNoteText, revisionNotesByTarget } from './revision-note-targets';

const note = (id: number, vendorData: string | null) => ({ id, note: `Note ${id}`, clientName: 'Riverside', vendorData, completed: false });

describe('revisionNotesByTarget', () => {
  it('puts each note next to the field its vendorData key names', () => {
    const grouped = revisionNotesByTarget([note(1, 'TIN'), note(2, 'DESIGNATED_ADDRESS'), note(3, 'TIN')]);
    expect(grouped.tin?.map((n) => n.id)).toEqual([1, 3]);
    expect(grouped.officeAddress?.map((n) => n.id)).toEqual([2]);
  });

  it('shows notes without a key or with an unknown key above the form', () => {
    const grouped = revisionNotesByTarget([note(1, null), note(2, 'SOMETHING_NEW')]);
    expect(grouped.general?.map((n) => n.id)).toEqual([1, 2]);
  });
});

describe('revisionNoteText', () => {
  it('names the client that asks', () => {
    expect(revisionNoteText({ clientName: 'Riverside', note: 'Use the legal name.' })).toBe(
      'Riverside requests a revision: Use the legal name.',
    );
  });
});
