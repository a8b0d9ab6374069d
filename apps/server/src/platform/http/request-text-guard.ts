import fp from 'fastify-plugin';
import type { z } from 'zod';
import { uncheckedTextPaths } from '@app/shared/validation/text';

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/**
 * Refuses at start-up a route whose request schema accepts text without the control-character rule
 * (`text()` / `jsonValue()` of `@app/shared/validation/text`), the way routes without an access rule
 * are refused: a NUL byte then never reaches PostgreSQL (which would answer 500) from any route.
 */
export const requestTextGuardPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const problems = REQUEST_PARTS.flatMap((part) => {
      const schema = route.schema?.[part] as z.core.$ZodType | undefined;
      return schema?._zod ? uncheckedTextPaths(schema).map((path) => `${part} ${path}`) : [];
    });
    if (problems.length) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} accepts text without the control-character rule; ` +
          `build these from text() or jsonValue() (@app/shared/validation/text): ${problems.join(', ')}`,
      );
    }
  });
});
