import { describe, expect, it } from 'vitest';
import { BRAINTREE_CSP_SOURCES } from '../../src/platform/http/content-security-policy';
import { useTestApp } from '../support/harness';

/** The sources of one directive of a Content-Security-Policy header ('' when it is absent). */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1) ?? '';

describe('HTTP platform behaviour', () => {
  const t = useTestApp();

  it('sets security headers on every answer', async () => {
    const response = await t.client().get('/services/feature-flags');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // The sandbox gateway needs no other origin.
    expect(directive(csp, 'connect-src')).toBe("'self'");
    expect(csp).not.toMatch(/braintree|paypal|frame-src/);
  });

  it('issues a readable XSRF-TOKEN cookie when missing, and GET /services/auth/csrf returns the same value', async () => {
    const client = t.client();
    const response = await client.get('/services/auth/csrf');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(response.body.token).toBe(client.cookie('XSRF-TOKEN'));
    const again = await client.get('/services/auth/csrf');
    expect(again.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='))).toBe(false);
    expect(again.body.token).toBe(response.body.token);
  });

  it('answers unknown API paths with the error envelope and 404', async () => {
    const response = await t.client().get('/services/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.client().get('/services/docs/json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/services/auth/login',
        '/services/account/users/current',
        '/services/feature-flags',
        '/services/util/states',
      ]),
    );
    const loginBody = response.body.paths['/services/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(['username', 'password']);
  });

  it('redirects / to the web app under /v2/', async () => {
    const response = await t.client().get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/v2/');
  });

  it('refuses oversized JSON bodies with 413 and the envelope', async () => {
    const response = await t.client().post('/services/analytic', { eventName: 'x', eventProperties: { blob: 'x'.repeat(1_100_000) } });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('HTTP platform behaviour in Braintree mode', () => {
  const t = useTestApp({
    env: {
      BRAINTREE_ENVIRONMENT: 'production',
      BRAINTREE_MERCHANT_ID: 'test-merchant',
      BRAINTREE_PUBLIC_KEY: 'test-public-key',
      BRAINTREE_PRIVATE_KEY: 'test-private-key',
    },
  });

  it("allows exactly the Braintree environment's frame and connect hosts in the CSP", async () => {
    const response = await t.client().get('/services/feature-flags');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'connect-src')).toBe(["'self'", ...BRAINTREE_CSP_SOURCES.production.connectSrc].join(' '));
    expect(directive(csp, 'frame-src')).toBe(["'self'", ...BRAINTREE_CSP_SOURCES.production.frameSrc].join(' '));
    // Scripts only from our origin, plus the index page's inline script by its hash when the web app is built.
    expect(directive(csp, 'script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
    expect(csp).not.toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
