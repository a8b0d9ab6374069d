import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyDirectives } from './content-security-policy';
import { securityHeaders } from './security-headers';

/** What helmet's own middleware sets on a real response, as @fastify/helmet ran it for every request. */
function helmetOnARealResponse(options: Parameters<typeof helmet>[0]) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'something');
  helmet(options)(request, response, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe('security headers worked out once', () => {
  it.each([
    ['the sandbox gateway, no HSTS', null, false],
    ['Braintree production, HSTS', 'production', true],
  ] as const)('are exactly the headers helmet sets per request (%s)', (_label, braintree, hsts) => {
    const options = {
      contentSecurityPolicy: { directives: contentSecurityPolicyDirectives(braintree, ['sha256-abc=']) },
      frameguard: { action: 'deny' as const },
      hsts,
    };
    const headers = securityHeaders(options);
    expect(headers).toEqual(helmetOnARealResponse(options));
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
    expect('strict-transport-security' in headers).toBe(hsts);
    expect(headers).not.toHaveProperty('x-powered-by');
  });
});
