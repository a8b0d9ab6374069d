import { config } from 'zod/mini';

/**
 * Zod compiles object schemas with `new Function` unless told not to, and first probes whether it may:
 * under the server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe is a CSP
 * violation the browser reports as an issue on every page (Lighthouse best practices, issue 20). Zod then
 * parses without compiling anyway, so turning the compiler off changes nothing but the report. Imported
 * for its effect as main.tsx's first import, before any schema is built.
 */
config({ jitless: true });
