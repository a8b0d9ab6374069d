import { describe, expect, it } from 'vitest';
import type { Subject } from '../model/subject';
import { buildBusinessRecord } from '../test-support';
import { buildIndex } from './build-index';
import { compareBusinessTokens, tokenRarity } from './compare-business-tokens';
import { normalizeBusinessName } from './normalize-business-name';
import { screenSubject } from './screen';

const firm = (businessName: string): Subject => ({ id: 'b', kind: 'business', businessName });
const rarity = tokenRarity(new Map(), 100);
const compare = (a: string, b: string) => compareBusinessTokens(normalizeBusinessName(a), normalizeBusinessName(b), rarity);
const firstHit = (listName: string, subjectName: string) =>
  screenSubject(buildIndex([buildBusinessRecord(listName)]), firm(subjectName))[0];

describe('business names: legal forms', () => {
  it('reads every legal form a name writes, so one in common agrees', () => {
    expect(normalizeBusinessName('OJSC Tactical Missiles Corporation').forms.sort()).toEqual(['CORP', 'JSC']);
    const c = compare('OJSC Tactical Missiles Corporation', 'Tactical Missiles Corporation Joint Stock Company');
    expect(c.formAgrees).toBe(true);
    expect(c.formConflicts).toBe(false);
  });

  it('never counts "Company" as a conflicting form', () => {
    expect(compare('Homs Refinery Corporation', 'The Homs Refinery Company').formConflicts).toBe(false);
    expect(compare('Acme Supply Inc', 'Acme Supply LLC').formConflicts).toBe(true);
  });

  it('keeps the same name under another legal form for review', () => {
    expect(firstHit('ACME MEDICAL SUPPLY INC', 'Acme Medical Supply, LLC')?.band).toBe('POSSIBLE');
  });

  it('reads a Polish form written with dots as a legal form', () => {
    expect(normalizeBusinessName('FABERLIC EUROPE Sp. z o.o.').form).toBe('LLC');
  });
});

describe('business names: acronyms, symbols and places', () => {
  it('pairs an acronym with the words it spells, and finds it through the index both ways', () => {
    const c = compare('PLA', 'Peoples Liberation Army');
    expect(c.pairs).toEqual([['PLA', 'PEOPLES LIBERATION ARMY', 'acronym']]);
    expect(c.unmatchedShare).toBe(0);
    const hit = firstHit('PEOPLES LIBERATION ARMY', 'PLA China');
    expect(hit?.band).toBe('POSSIBLE');
    expect(hit?.reasons).toContain("An acronym stands for the other side's words: Pla = Peoples Liberation Army");
    expect(firstHit('PLA CHINA', 'People’s Liberation Army')?.band).toBe('POSSIBLE');
  });

  it('reads % as a word', () => {
    expect(normalizeBusinessName('3%ers').concat).toBe(normalizeBusinessName('Three Percenters').concat);
    expect(firstHit('THREE PERCENTERS', '3%ers')?.band).toBe('POSSIBLE');
  });

  it('sets place names apart: a place on one side only is not an unpaired word, two different places conflict', () => {
    expect(normalizeBusinessName('Faberlic Europe').places).toEqual(['EUROPE']);
    expect(normalizeBusinessName('Georgia Pacific').tokens).toEqual(['GEORGIA', 'PACIFIC']);
    expect(compare('Faberlick', 'Faberlic Europe').unmatchedShare).toBe(0);
    expect(compare('Bank of Armenia', 'Bank of America').qualifierConflicts).toBe(true);
    expect(firstHit('BANK OF AMERICA CORPORATION', 'Bank of Armenia Corporation')).toBeUndefined();
  });

  it('still pairs a misspelt place with the place', () => {
    const c = compare('Bank of Chima Limited', 'Bank of China Limited');
    expect(c.unmatchedShare).toBe(0);
    expect(firstHit('BANK OF CHINA LIMITED', 'Bank of Chima Limited')?.band).toBe('POSSIBLE');
  });
});

describe('business names: left-over words', () => {
  it('counts left-over words that still resemble each other apart from unrelated ones', () => {
    const alike = compare('Citigroup Capital Trust XV', 'Citigroup Capital Trust XX');
    expect(alike.partialShare).toBeGreaterThan(0);
    expect(alike.unmatchedShare).toBe(0);
    const unrelated = compare('Saudi Arabian Gas Company', 'Saudi Arabian Oil Company');
    expect(unrelated.partialShare).toBe(0);
    expect(unrelated.unmatchedShare).toBeGreaterThan(0);
  });
});
