import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';
import { RawJson } from './send-operation';

/**
 * fast-check arbitraries driven by the request schemas of the OpenAPI document (zod 4 → JSON
 * Schema): `validValue` builds values the schema accepts — with hostile but legal text (RTL, emoji,
 * SQL and HTML fragments, boundary numbers) so the service and the database really run — and
 * `hostileValue` builds what it must refuse cleanly (control characters, 10k strings, wrong types,
 * deep nesting).
 */

/** Legal text that has broken parsers, queries and renderers before. No control characters. */
const HOSTILE_TEXT = [
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  '👨‍👩‍👧‍👦😀🏳️‍🌈',
  "'; DROP TABLE employees; --",
  "' OR '1'='1",
  'Robert"); DELETE FROM vendors; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../etc/passwd',
  '\\\\server\\share',
  '%00%27%22',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\u200B\uFEFF\u2028\u2029',
  '\uD800',
  'null',
  'NaN',
  '-0',
  '1e309',
  '99999999999999999999',
  ' ',
];

/** Text the rules must refuse (decision 72) or that no field allows. */
const REFUSED_TEXT = ['\u0000', 'a\u0000b', 'bell\u0007', '\u001b[31mred', 'del\u007f', 'x'.repeat(10_000), '😀'.repeat(5_000)];

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, '', 'x', '1', [], [1, 'a'], {}, { a: 1 }];

/** A value nested `depth` levels deep (arrays or objects). */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...REFUSED_TEXT),
    fc.constantFrom(...HOSTILE_TEXT),
    fc.constantFrom(...WRONG_TYPES),
    fc.constantFrom(nested(40, 'array'), nested(40, 'object'), nested(200, 'array'), nested(70, 'object')),
  );
}

/** Bodies that are not the JSON they claim to be, or JSON that attacks the parser's objects. */
export function rawBody(): fc.Arbitrary<RawJson> {
  return fc
    .constantFrom(
      '{"a":',
      '[1,2',
      '',
      'NaN',
      "{'single':1}",
      '{"a":1,"a":2}',
      '1e999999',
      '"\\ud800"',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      `{"a":"${'\\u0000'.repeat(3)}"}`,
      '\uFEFF{}',
      `${'['.repeat(64)}${']'.repeat(64)}`,
    )
    .map((text) => new RawJson(text));
}

/** Hostile text for a path or query parameter (sent URL-encoded). */
export function hostileParameter(): fc.Arbitrary<string> {
  return fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e309',
    '2147483648',
    '9007199254740993',
    '99999999999999999999',
    'abc',
    '',
    ' ',
    "' OR 1=1 --",
    '<script>',
    '😀',
    '\u0000',
    '\u202E1',
    'x'.repeat(10_000),
    '[object Object]',
  );
}

function fit(text: string, schema: JsonSchema): string {
  let value = text.slice(0, schema.maxLength ?? text.length);
  while (value.length < (schema.minLength ?? 0)) value += 'a';
  return value;
}

const todayInNewYork = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/**
 * Ordinary values for fields whose rules live in zod refinements JSON Schema cannot show, by field
 * name, so plain requests get past validation to the tenant check.
 */
const PLAIN_TEXT_BY_NAME: Array<[RegExp, () => string]> = [
  [/email/i, () => 'guard@example.test'],
  [/^ssn$/i, () => '123456789'],
  [/^(tin|taxId)$/i, () => '12-3456789'],
  [/npi/i, () => '1234567893'],
  [/duns/i, () => '123456789'],
  [/^dob$/i, () => '1980-01-01'],
  [/(date|^asOf|^from|^to)$/i, todayInNewYork],
  [/(zip|postalCode)$/i, () => '33601'],
  [/^states?$/i, () => 'FL'],
  [/country/i, () => 'US'],
  [/phone/i, () => '(813) 555-0100'],
  [/password/i, () => 'Guard!Pass2026'],
  [/city/i, () => 'Tampa'],
  [/^employees$/i, () => '5'],
  [/url/i, () => 'https://example.test/list.csv'],
  [/^username$/i, () => 'guard.user'],
  [/^value$/i, () => '{"theme":"dark"}'],
  [/^number$/i, () => '4111111111111111'],
  [/expiration/i, () => '12/2030'],
];

function stringArbitrary(schema: JsonSchema, plain: boolean, name: string): fc.Arbitrary<string> {
  const hint = PLAIN_TEXT_BY_NAME.find(([pattern]) => pattern.test(name));
  if (hint && plain) return fc.constant(hint[1]());
  // Mostly the ordinary value, so the rest of the request reaches the service; sometimes anything.
  if (hint) return fc.oneof({ weight: 3, arbitrary: fc.constant(hint[1]()) }, { weight: 1, arbitrary: stringArbitrary(schema, false, '') });
  if (schema.pattern) {
    // The pattern is JSON Schema's (ECMAScript) regex; zod emits unanchored ones for e-mail etc.
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
  }
  if (schema.format === 'email') return fc.emailAddress().map((e) => fit(e, schema));
  const max = Math.min(schema.maxLength ?? 40, 40);
  if (plain) return fc.constant(fit('Sample text', schema));
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(max, schema.minLength ?? 0) }) },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
      { weight: 1, arbitrary: fc.constant('y'.repeat(schema.maxLength ?? 300)) },
    )
    .map((s) => fit(s, schema));
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin =
    schema.exclusiveMinimum === true ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMax =
    schema.exclusiveMaximum === true ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  const integer = schema.type === 'integer';
  const step = integer ? 1 : 0.01;
  const min = exclusiveMin !== undefined ? exclusiveMin + step : (schema.minimum ?? -1_000_000);
  const max = exclusiveMax !== undefined ? exclusiveMax - step : (schema.maximum ?? 1_000_000);
  const bounds = fc.constantFrom(min, max);
  const small = integer
    ? fc.integer({ min: Math.max(min, INT32_MIN), max: Math.max(Math.max(min, INT32_MIN), Math.min(max, INT32_MAX)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: bounds });
}

/**
 * Values the schema accepts (as far as JSON Schema says; zod refinements may still refuse them).
 * `plain` keeps text to ordinary words, for requests meant to get past validation.
 */
export function validValue(schema: JsonSchema, plain = false, name = ''): fc.Arbitrary<unknown> {
  const base = validBase(schema, plain, name);
  return schema.nullable && !plain ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validBase(schema: JsonSchema, plain: boolean, name: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => validValue(variant, plain, name)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, plain, name);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, plain, name) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(3, schema.minItems ?? 0)),
      });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, plain, name)])),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
      if (typeof schema.additionalProperties === 'object' && Object.keys(properties).length === 0) {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validValue(schema.additionalProperties, plain), { maxKeys: 3 });
      }
      if (schema.type === undefined && !schema.properties) return fc.jsonValue({ maxDepth: 2 });
      return record;
    }
  }
}

/** Every path (list of keys) to a node of a JSON value, the root included. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** A copy of `value` with the node at `path` replaced. */
function replaceAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: replaceAt(object[head as string], rest, replacement) };
}

/** A valid value with one node (or the whole of it) swapped for a hostile one. */
export function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(validValue(schema), fc.nat(), hostileValue()).map(([valid, index, hostile]) => {
    const paths = pathsOf(valid);
    return replaceAt(valid, paths[index % paths.length]!, hostile);
  });
}

/** A plain valid value (ordinary words, the hinted formats) with one text leaf swapped for legal hostile text. */
export function legalHostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(validValue(schema, true), fc.nat(), fc.constantFrom(...HOSTILE_TEXT)).map(([plain, index, hostile]) => {
    const textPaths = pathsOf(plain).filter((path) => typeof valueAt(plain, path) === 'string');
    return textPaths.length ? replaceAt(plain, textPaths[index % textPaths.length]!, hostile) : plain;
  });
}

function valueAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** One fixed sample of the valid arbitrary (a stable, reproducible example body or query value). */
export function sampleOf<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;
}
