import { describe, expect, it } from 'vitest';
import { BRAINTREE_CSP_SOURCES, contentSecurityPolicyDirectives } from './content-security-policy';

describe('the Content-Security-Policy directives', () => {
  it('allow only our own origin in sandbox mode: no Braintree host, no frames', () => {
    const directives = contentSecurityPolicyDirectives(null);
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives).not.toHaveProperty('frameSrc');
    expect(JSON.stringify(directives)).not.toMatch(/braintree|paypal/);
    expect(directives.frameAncestors).toEqual(["'none'"]);
  });

  it("allow exactly the Braintree sandbox's frame and connect hosts in Braintree sandbox mode", () => {
    const directives = contentSecurityPolicyDirectives('sandbox');
    expect(directives.frameSrc).toEqual(["'self'", 'https://assets.braintreegateway.com']);
    expect(directives.connectSrc).toEqual([
      "'self'",
      'https://api.sandbox.braintreegateway.com',
      'https://payments.sandbox.braintree-api.com',
      'https://www.paypal.com/xoplatform/logger/api/logger',
    ]);
    // braintree-web is bundled: no script comes from Braintree.
    expect(directives.scriptSrc).toEqual(["'self'"]);
  });

  it('allow the production hosts, never the sandbox ones, in Braintree production mode', () => {
    const directives = contentSecurityPolicyDirectives('production');
    expect(directives.connectSrc).toEqual(["'self'", ...BRAINTREE_CSP_SOURCES.production.connectSrc]);
    expect(directives.connectSrc.join(' ')).not.toContain('sandbox');
    expect(directives.frameSrc).toEqual(["'self'", ...BRAINTREE_CSP_SOURCES.production.frameSrc]);
  });

  it("allow the index page's inline scripts by their hashes and no other inline script", () => {
    const directives = contentSecurityPolicyDirectives(null, ['sha256-abc=', 'sha256-def=']);
    expect(directives.scriptSrc).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(directives.scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('keep every other directive the same in both modes', () => {
    const { connectSrc: _sandboxConnect, ...sandbox } = contentSecurityPolicyDirectives(null);
    const { connectSrc: _braintreeConnect, frameSrc: _frames, ...braintree } = contentSecurityPolicyDirectives('production');
    expect(braintree).toEqual(sandbox);
  });
});
