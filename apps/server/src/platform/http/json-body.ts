import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../errors';

/** Deepest nesting of objects and arrays a JSON body may have; no request of the API needs more than a few. */
const MAX_JSON_DEPTH = 64;

/**
 * True when JSON text nests objects and arrays deeper than `limit`, counting brackets outside strings
 * in one pass (no recursion, so a body built to overflow the stack cannot overflow this check).
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (body limit, empty and malformed bodies, prototype-poisoning checks) behind
 * a depth check: a body nested thousands of levels deep is a 400 before JSON.parse, not a stack overflow
 * later when something walks or serialises it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(String(body), MAX_JSON_DEPTH)) {
      done(validationFailed(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`), undefined);
      return;
    }
    void parseJson(request, String(body), done);
  });
}
