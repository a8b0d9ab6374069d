import { z } from 'zod';

/** Whether this deployment is production, and what decided it (spec 000 §9). */
export const AppEnvironment = z.object({
  production: z.boolean(),
  /**
   * `setting`: APP_ENV said so; `build`: a production build (NODE_ENV=production) without APP_ENV;
   * `host`: derived from the host name the app was reached by (development and test builds only).
   */
  decidedBy: z.enum(['setting', 'build', 'host']),
});
export type AppEnvironment = z.infer<typeof AppEnvironment>;

/** Host-name words that mark a deployment that is not production (as a label or a dash-separated part). */
const NON_PRODUCTION_WORDS = new Set([
  'dev',
  'develop',
  'development',
  'qa',
  'test',
  'testing',
  'stage',
  'staging',
  'sandbox',
  'uat',
  'demo',
  'preview',
]);
/** Top-level names that never reach the public internet (RFC 2606, RFC 6761, mDNS, internal zones). */
const PRIVATE_TOP_LEVEL = new Set(['localhost', 'local', 'test', 'example', 'invalid', 'internal', 'lan', 'home']);

/**
 * The host-name rule (spec 000 §9: "whether the environment is production is derived from the host
 * name"). Not production: localhost and private top-level names, IP literals (a machine reached
 * directly), and any host with a label or dash-separated part naming a non-production stage
 * (`qa.vendorproof.com`, `staging-app.example.org`, `vendorproof-dev.herokuapp.com`). Everything else
 * is production, so an unknown public name errs on the safe side.
 */
export function isProductionHost(host: string): boolean {
  const hostname = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\](:\d+)?$/, '$1')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (hostname === '' || hostname.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return false;
  const labels = hostname.split('.');
  if (PRIVATE_TOP_LEVEL.has(labels[labels.length - 1]!)) return false;
  return !labels.some((label) => label.split('-').some((part) => NON_PRODUCTION_WORDS.has(part)));
}
