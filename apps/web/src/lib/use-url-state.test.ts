import { describe, expect, it } from 'vitest';
import { readUrlState, urlParam, writeUrlState } from './use-url-state';

const LIST = {
  page: urlParam.int(0),
  size: urlParam.oneOf([10, 25, 50], 25),
  status: urlParam.oneOf(['PENDING', 'APPROVED', 'ALL'], 'PENDING'),
  search: urlParam.text(),
  sortDesc: urlParam.flag(true),
  from: urlParam.day('2026-01-01'),
};

describe('readUrlState', () => {
  it('gives every default for an empty address', () => {
    expect(readUrlState(LIST, new URLSearchParams())).toEqual({
      page: 0,
      size: 25,
      status: 'PENDING',
      search: '',
      sortDesc: true,
      from: '2026-01-01',
    });
  });

  it('parses each parameter to its type', () => {
    const state = readUrlState(LIST, new URLSearchParams('page=3&size=50&status=ALL&search=acme+inc&sortDesc=false&from=2026-02-28'));
    expect(state).toEqual({ page: 3, size: 50, status: 'ALL', search: 'acme inc', sortDesc: false, from: '2026-02-28' });
  });

  it.each([
    ['page', 'page=-1'],
    ['page', 'page=1.5'],
    ['page', 'page=abc'],
    ['page', 'page='],
    ['size', 'size=30'],
    ['status', 'status=pending'],
    ['sortDesc', 'sortDesc=yes'],
    ['from', 'from=2026-02-30'],
    ['from', 'from=2026-13-01'],
    ['from', 'from=yesterday'],
  ] as const)('falls back to the default of %s for a refused value (%s)', (key, query) => {
    expect(readUrlState(LIST, new URLSearchParams(query))[key]).toBe(LIST[key].defaultValue);
  });

  it('keeps a whole number inside its range only', () => {
    const params = { n: urlParam.int(1, { min: 1, max: 5 }) };
    expect(readUrlState(params, new URLSearchParams('n=5')).n).toBe(5);
    expect(readUrlState(params, new URLSearchParams('n=6')).n).toBe(1);
    expect(readUrlState(params, new URLSearchParams('n=0')).n).toBe(1);
  });
});

describe('writeUrlState', () => {
  it('drops every value equal to its default', () => {
    const written = writeUrlState(LIST, readUrlState(LIST, new URLSearchParams()), new URLSearchParams('page=4&search=x'));
    expect(written.toString()).toBe('');
  });

  it('writes the values that differ from their defaults', () => {
    const state = { ...readUrlState(LIST, new URLSearchParams()), page: 2, search: 'a&b', sortDesc: false };
    expect(Object.fromEntries(writeUrlState(LIST, state, new URLSearchParams()))).toEqual({
      page: '2',
      search: 'a&b',
      sortDesc: 'false',
    });
  });

  it('keeps parameters that belong to someone else', () => {
    const state = { ...readUrlState(LIST, new URLSearchParams()), page: 1 };
    expect(writeUrlState(LIST, state, new URLSearchParams('tab=alerts')).toString()).toBe('tab=alerts&page=1');
  });

  it('reads back what it wrote', () => {
    const defaults = readUrlState(LIST, new URLSearchParams());
    const state: typeof defaults = { ...defaults, page: 7, size: 10, status: 'APPROVED', search: ' spaced ', sortDesc: false };
    expect(readUrlState(LIST, writeUrlState(LIST, state, new URLSearchParams()))).toEqual(state);
  });
});
