import { describe, expect, it } from 'vitest';
import type { Subject } from '../model/subject';
import { buildPersonRecord } from '../test-support';
import { buildIndex } from './build-index';
import { screenSubject } from './screen';

const screen = (subject: Omit<Subject, 'id' | 'kind'>, listed: { first: string; middle?: string; last: string }) =>
  screenSubject(buildIndex([buildPersonRecord({ ...listed, dob: undefined })]), { id: 's', kind: 'person', ...subject });

describe('a word split in two on one side', () => {
  it('pairs the halves with the whole word, whichever side split it', () => {
    expect(
      screen(
        { firstName: 'Nikolai', middleName: 'Patr', lastName: 'Ushev' },
        { first: 'NIKOLAI', middle: 'PLATONOVICH', last: 'PATRUSHEV' },
      )[0]?.band,
    ).toBe('POSSIBLE');
    expect(
      screen(
        { firstName: 'Nikolai', middleName: 'Platonovich', lastName: 'Patrushev' },
        { first: 'NIKOLAI', middle: 'PATR', last: 'USHEV' },
      )[0]?.band,
    ).toBe('POSSIBLE');
  });
});

describe('a name and its father’s name read the other way round', () => {
  it('does not pair X BIN Y with Y BIN X (a father and son), but still pairs the same lineage', () => {
    expect(
      screen(
        { firstName: 'Ahmad', middleName: 'bin Hasan', lastName: 'Al-Ubaidi' },
        { first: 'HASAN', middle: 'BIN AHMAD', last: 'AL-UBAIDI' },
      ),
    ).toEqual([]);
    expect(
      screen(
        { firstName: 'Ahmad', middleName: 'bin Hasan', lastName: 'Al-Ubaidi' },
        { first: 'AHMAD', middle: 'IBN HASAN', last: 'AL-UBAIDI' },
      )[0]?.band,
    ).toBe('POSSIBLE');
  });
});
