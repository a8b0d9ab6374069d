import { z } from 'zod';
import {
  BROKEN_UNICODE_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  LONE_SURROGATE,
  MULTI_LINE_CONTROL,
  isMultiLineText,
  isSingleLineText,
  isWellFormedText,
} from './text-rules';

export { BROKEN_UNICODE_MESSAGE, CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text-rules';

const hasCleanJsonStrings = (payload: z.core.ParsePayload<unknown>) => {
  const found = firstRefusedString(payload.value);
  if (found !== null) payload.issues.push({ code: 'custom', message: found.message, input: payload.value, path: found.path });
};

/**
 * The string every request text field starts from: refuses control characters with a field error
 * (PostgreSQL refuses NUL in text and JSON, and no form field needs the others). Multi-line text
 * keeps tab, line feed and carriage return. Chain the field's own rules after it:
 * `text().trim().max(100)`, `text({ error: messages.required('City') }).min(1)`.
 */
export function text(options: { multiline?: boolean; error?: string } = {}) {
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  return base
    .refine(options.multiline ? isMultiLineText : isSingleLineText, { message: CONTROL_CHARACTERS_MESSAGE })
    .refine(isWellFormedText, { message: BROKEN_UNICODE_MESSAGE });
}

/**
 * Free-form JSON in a request (analytics properties, legacy form payloads): any value, but no string
 * or key in it may hold a control character other than tab and line breaks, nor a lone surrogate. The
 * field error names the offending value's path.
 */
export function jsonValue() {
  return z.unknown().check(hasCleanJsonStrings);
}

/** Why a string or key is refused in free JSON: a control character (but tab and line breaks) or broken Unicode. */
function refusal(value: string): string | null {
  if (MULTI_LINE_CONTROL.test(value)) return CONTROL_CHARACTERS_MESSAGE;
  return LONE_SURROGATE.test(value) ? BROKEN_UNICODE_MESSAGE : null;
}

/** Path and reason of the first refused string or key in a JSON value; a bad key names its object. Not recursive. */
function firstRefusedString(root: unknown): { path: PropertyKey[]; message: string } | null {
  // Each entry links to its parent, so the path is built only for the value that fails.
  interface Entry {
    value: unknown;
    key?: PropertyKey;
    parent?: Entry;
  }
  const pathOf = (entry: Entry) => {
    const path: PropertyKey[] = [];
    for (let at: Entry | undefined = entry; at?.parent; at = at.parent) path.push(at.key!);
    return path.reverse();
  };
  const stack: Entry[] = [{ value: root }];
  while (stack.length) {
    const entry = stack.pop()!;
    const value = entry.value;
    if (typeof value === 'string') {
      const message = refusal(value);
      if (message) return { path: pathOf(entry), message };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: index, parent: entry }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const message = refusal(key);
        if (message) return { path: pathOf(entry), message };
        stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}

/** String formats whose own pattern already excludes control characters. */
const SAFE_STRING_FORMATS = new Set(['email', 'uuid', 'guid', 'datetime', 'date', 'time']);

interface Def {
  type: string;
  checks?: z.core.$ZodCheck[];
  format?: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as z.core.$ZodType)._zod.def as unknown as Def;

/**
 * Where a request schema accepts text without the control-character rule: the paths of every string
 * not built from `text()` (nor a strict format such as an ISO date) and of every free value not built
 * from `jsonValue()`, keys of records and extra keys of passthrough objects included. An empty list
 * means no string can reach the database with a NUL in it.
 */
export function uncheckedTextPaths(schema: z.core.$ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const marked = (def: Def, ...markers: unknown[]) =>
    (def.checks ?? []).some((check) => markers.includes((check._zod.def as { fn?: unknown }).fn) || markers.includes(check._zod.check));
  const visit = (node: unknown, path: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    const at = path || '(the whole value)';
    const child = (key: string) => (path ? `${path}.${key}` : key);
    switch (def.type) {
      case 'string':
        if (!marked(def, isSingleLineText, isMultiLineText) && !SAFE_STRING_FORMATS.has(def.format ?? '')) found.push(at);
        return;
      case 'unknown':
      case 'any':
        if (!marked(def, hasCleanJsonStrings)) found.push(at);
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) visit(value, child(key));
        if (def.catchall && defOf(def.catchall).type !== 'never') visit(def.catchall, child('*'));
        return;
      case 'record':
      case 'map':
        visit(def.keyType, child('(key)'));
        visit(def.valueType, child('*'));
        return;
      case 'array':
        visit(def.element, `${path}[]`);
        return;
      case 'set':
        visit(def.valueType, `${path}[]`);
        return;
      case 'tuple':
        (def.items as unknown[]).forEach((item, index) => visit(item, `${path}[${index}]`));
        if (def.rest) visit(def.rest, `${path}[]`);
        return;
      case 'union':
        for (const option of def.options as unknown[]) visit(option, path);
        return;
      case 'intersection':
        visit(def.left, path);
        visit(def.right, path);
        return;
      case 'pipe':
        // What the caller sends meets `in`, unless `in` only transforms (z.preprocess): then `out` checks it.
        visit(defOf(def.in).type === 'transform' ? def.out : def.in, path);
        return;
      case 'lazy':
        visit((def.getter as () => unknown)(), path);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
      case 'success':
      case 'promise':
        visit(def.innerType, path);
        return;
      case 'transform':
      case 'custom':
      case 'template_literal':
      case 'file':
      case 'function':
        found.push(at);
        return;
      default:
        // number, int, boolean, bigint, date, enum, literal, null, undefined, void, never, nan, symbol
        return;
    }
  };
  visit(schema, '');
  return found;
}
