// No zod here: both the classic `text()` and the zod/mini `miniText()` build on these rules, and the
// login page must not load classic zod through them (issue 20, decision 224).

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** C0 control characters (U+0000–U+001F) and DEL: never part of one-line text. */
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
/** The same without tab, line feed and carriage return, which multi-line text keeps. */
export const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const BROKEN_UNICODE_MESSAGE = 'Must be valid Unicode text';

/**
 * A UTF-16 surrogate without its pair: no character at all. JSON can carry one (`"\ud800"`), but
 * PostgreSQL refuses it in json/jsonb (22P02) and text columns would store U+FFFD instead.
 */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` holds a control character (NUL always; tab and line breaks only when not multi-line). */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

// The checks are named functions so `uncheckedTextPaths` can recognise them in any schema.
export const isSingleLineText = (value: string) => !SINGLE_LINE_CONTROL.test(value);
export const isMultiLineText = (value: string) => !MULTI_LINE_CONTROL.test(value);
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);
