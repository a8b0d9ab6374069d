import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BROKEN_UNICODE_MESSAGE, CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, jsonValue, text, uncheckedTextPaths } from './text';

const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('text()', () => {
  it('refuses NUL, the other C0 controls and DEL in one-line text', () => {
    for (const bad of ['a\u0000b', '\u0001', 'tab\there', 'line\nbreak', 'cr\r', 'esc\u001b[0m', 'del\u007f']) {
      expect(issues(text(), bad)).toEqual([{ path: '', message: CONTROL_CHARACTERS_MESSAGE }]);
    }
  });

  it('keeps tab, line feed and carriage return in multi-line text, never NUL or DEL', () => {
    expect(text({ multiline: true }).parse('first line\r\n\tsecond line')).toBe('first line\r\n\tsecond line');
    expect(issues(text({ multiline: true }), 'a\u0000')).toEqual([{ path: '', message: CONTROL_CHARACTERS_MESSAGE }]);
    expect(issues(text({ multiline: true }), 'a\u007f')).toEqual([{ path: '', message: CONTROL_CHARACTERS_MESSAGE }]);
    expect(issues(text({ multiline: true }), 'a\u000b')).toEqual([{ path: '', message: CONTROL_CHARACTERS_MESSAGE }]);
  });

  it('accepts ordinary text, accents, emoji and characters beyond the C0 range', () => {
    for (const good of ['', 'José Ñúñez', "O'Brien & Sons, Inc.", '東京', '🙂', '\u00a0non-breaking', '\u0085next-line']) {
      expect(text().safeParse(good).success).toBe(true);
    }
  });

  it("keeps the field's own rules chained after it, the control-character message first", () => {
    const field = text({ error: 'City is required' })
      .trim()
      .min(1, { message: 'City is required' })
      .max(5, { message: 'Max of 5 characters' });
    expect(field.parse('  Waco  ')).toBe('Waco');
    expect(issues(field, undefined)).toEqual([{ path: '', message: 'City is required' }]);
    expect(issues(field, 'Austin')).toEqual([{ path: '', message: 'Max of 5 characters' }]);
    expect(issues(field, 'Austin\u0000')[0]).toEqual({ path: '', message: CONTROL_CHARACTERS_MESSAGE });
  });

  it('refuses a lone surrogate (no character; PostgreSQL refuses it in JSON) but keeps paired ones', () => {
    for (const bad of ['\ud800', 'a\udfffb', 'end\ud83d', '\ude00start']) {
      expect(issues(text(), bad)).toEqual([{ path: '', message: BROKEN_UNICODE_MESSAGE }]);
    }
    expect(text({ multiline: true }).safeParse('\ud800').success).toBe(false);
    expect(text().parse('😀 \ud83d\ude00')).toBe('😀 😀');
  });

  it('names the field inside an object', () => {
    expect(issues(z.object({ address: z.object({ city: text() }) }), { address: { city: 'a\u0000' } })).toEqual([
      { path: 'address.city', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });
});

describe('hasControlCharacters', () => {
  it('tells one-line from multi-line rules', () => {
    expect(hasControlCharacters('a\tb')).toBe(true);
    expect(hasControlCharacters('a\tb', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
    expect(hasControlCharacters('plain')).toBe(false);
  });
});

describe('jsonValue()', () => {
  it('accepts any JSON whose strings and keys are clean, line breaks included', () => {
    expect(jsonValue().safeParse({ a: [1, 'two\nlines', { b: null, c: true }] }).success).toBe(true);
  });

  it('names the path of a string with a NUL, and the object of a key with one', () => {
    expect(issues(z.object({ props: jsonValue() }), { props: { list: ['ok', 'b\u0000d'] } })).toEqual([
      { path: 'props.list.1', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    expect(issues(z.object({ props: jsonValue() }), { props: { inner: { 'k\u0000': 1 } } })).toEqual([
      { path: 'props.inner', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });

  it('names the path of a string or key holding a lone surrogate', () => {
    expect(issues(z.object({ props: jsonValue() }), { props: { list: [null, 3e56, '\ud800'] } })).toEqual([
      { path: 'props.list.2', message: BROKEN_UNICODE_MESSAGE },
    ]);
    expect(issues(jsonValue(), { '\udc00': 1 })).toEqual([{ path: '', message: BROKEN_UNICODE_MESSAGE }]);
    expect(jsonValue().safeParse({ emoji: '👨‍👩‍👧' }).success).toBe(true);
  });

  it('walks very deep values without recursion', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 20_000; level++) deep = [deep];
    expect(jsonValue().safeParse(deep).success).toBe(false);
  });
});

describe('uncheckedTextPaths', () => {
  it('lists every string and free value a request schema accepts without the rule', () => {
    const schema = z.object({
      name: z.string().trim(),
      checked: text().trim().max(10),
      note: text({ multiline: true }).optional().nullable(),
      tags: z.array(z.string()),
      when: z.iso.datetime(),
      kind: z.enum(['a', 'b']),
      count: z.coerce.number(),
      props: z.record(z.string(), z.unknown()),
      cleanProps: z.record(text(), jsonValue()),
      legacy: z.object({ id: text() }).passthrough(),
      either: z.union([text(), z.object({ label: z.string() })]),
      transformed: z.string().transform((value) => value.length),
      preprocessed: z.preprocess((value) => value, text()),
    });
    expect(uncheckedTextPaths(schema)).toEqual(['name', 'tags[]', 'props.(key)', 'props.*', 'legacy.*', 'either.label', 'transformed']);
  });

  it('finds nothing in a schema built from text() and jsonValue()', () => {
    expect(uncheckedTextPaths(z.object({ a: text(), b: z.array(z.object({ c: text().nullish() })), d: jsonValue() }))).toEqual([]);
  });
});
