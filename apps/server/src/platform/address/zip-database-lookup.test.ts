import { describe, expect, it } from 'vitest';
import { ZipDatabaseLookup } from './zip-database-lookup';

const lookup = new ZipDatabaseLookup();

describe('offline US address suggestions (spec 001 §2)', () => {
  it('suggests the ZIP codes the typed digits start, with their city and state', async () => {
    const suggestions = await lookup.suggest('9021', 8);
    expect(suggestions).toContainEqual({ line1: null, city: 'Beverly Hills', state: 'CA', zip: '90210', label: 'Beverly Hills, CA 90210' });
    expect(suggestions.every((suggestion) => suggestion.zip.startsWith('9021'))).toBe(true);
  });

  it('suggests the cities a word starts, one row per city and state, narrowed by a state after a comma', async () => {
    const anyState = await lookup.suggest('Springfi', 50);
    expect(new Set(anyState.map((suggestion) => suggestion.state)).size).toBeGreaterThan(5);
    const illinois = await lookup.suggest('springfield, il', 8);
    expect(illinois).toHaveLength(1);
    expect(illinois[0]).toMatchObject({ city: 'Springfield', state: 'IL' });
  });

  it('offers only US places: a Canadian postal code is not suggested or found', async () => {
    expect(await lookup.suggest('K1A', 8)).toEqual([]);
    expect(await lookup.placeOfZip('K1A0B1')).toBeNull();
  });

  it('finds the city and state of a ZIP code, and nothing for one that does not exist', async () => {
    expect(await lookup.placeOfZip('60601')).toEqual({ zip: '60601', city: 'Chicago', state: 'IL' });
    expect(await lookup.placeOfZip('00000')).toBeNull();
  });
});
