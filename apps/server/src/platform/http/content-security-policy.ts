/** Braintree's environments (BRAINTREE_ENVIRONMENT). */
type BraintreeEnvironment = 'sandbox' | 'production';

/**
 * What the browser may reach from our pages in Braintree mode, and nothing more (decision 213).
 * braintree-web is bundled with the app (script-src stays 'self'); hosted fields are iframes served
 * from Braintree's assets host; the client reads its configuration and tokenizes cards and bank
 * accounts at the environment's client API and GraphQL hosts, and logs its analytics events to
 * PayPal's logger (braintree-web 3.144.0, lib/constants.js).
 */
export const BRAINTREE_CSP_SOURCES = {
  sandbox: {
    frameSrc: ['https://assets.braintreegateway.com'],
    connectSrc: [
      'https://api.sandbox.braintreegateway.com',
      'https://payments.sandbox.braintree-api.com',
      'https://www.paypal.com/xoplatform/logger/api/logger',
    ],
  },
  production: {
    frameSrc: ['https://assets.braintreegateway.com'],
    connectSrc: [
      'https://api.braintreegateway.com',
      'https://payments.braintree-api.com',
      'https://www.paypal.com/xoplatform/logger/api/logger',
    ],
  },
} as const satisfies Record<BraintreeEnvironment, { frameSrc: readonly string[]; connectSrc: readonly string[] }>;

/**
 * The Content-Security-Policy directives (helmet's form). The sandbox gateway needs no other origin:
 * only 'self'. In Braintree mode (`braintree` is its environment) the hosted fields' frames and the
 * client's requests may reach exactly `BRAINTREE_CSP_SOURCES` of that environment. `inlineScriptHashes`
 * ('sha256-…') allow the web app's index page its own inline scripts and no other (decision 228).
 */
export function contentSecurityPolicyDirectives(braintree: BraintreeEnvironment | null, inlineScriptHashes: readonly string[] = []) {
  const extra = braintree ? BRAINTREE_CSP_SOURCES[braintree] : { frameSrc: [], connectSrc: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)],
    // MUI/emotion inject <style> elements at runtime.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extra.connectSrc],
    // Without Braintree nothing is framed: default-src 'self' applies.
    ...(extra.frameSrc.length > 0 ? { frameSrc: ["'self'", ...extra.frameSrc] } : {}),
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // The app may be served over plain HTTP (localhost); HTTPS deployments get HSTS instead.
    upgradeInsecureRequests: null,
  };
}
