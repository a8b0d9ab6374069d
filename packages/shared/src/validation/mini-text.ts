import { z } from 'zod/mini';
import { BROKEN_UNICODE_MESSAGE, CONTROL_CHARACTERS_MESSAGE, isMultiLineText, isSingleLineText, isWellFormedText } from './text-rules';

/**
 * `text()` for the few schemas written with zod/mini: the same checks (so `uncheckedTextPaths` knows
 * them), for what the login page loads, where classic zod would be a seventh of its JavaScript (issue
 * 20, decision 224). Chain the field's own rules with `.check(z.trim(), z.minLength(1), …)`.
 */
export function miniText(options: { multiline?: boolean; error?: string } = {}) {
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  return base.check(
    z.refine(options.multiline ? isMultiLineText : isSingleLineText, { message: CONTROL_CHARACTERS_MESSAGE }),
    z.refine(isWellFormedText, { message: BROKEN_UNICODE_MESSAGE }),
  );
}
