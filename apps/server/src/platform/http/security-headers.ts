import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Helmet's middleware writes fixed headers (no
 * nonces here: the index page's inline script is allowed by its hash, decision 228), so calling it on every
 * request, as @fastify/helmet did, parsed and validated the same Content-Security-Policy each time
 * (decision 394). It is run once against a response that records what it is told.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets helmet's headers for `options` on every answer (API, web app files, errors and 404s alike). */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
