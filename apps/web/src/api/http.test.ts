import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { configureHttpContext } from './http-context';
import { buildUrl, filenameFromContentDisposition, http } from './http';
import { forgetStartUpCalls } from './start-up-calls';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('HTTP client', () => {
  let calls: Call[];
  let answers: Array<(call: Call) => Response>;
  let cookie: string;

  beforeEach(() => {
    calls = [];
    answers = [];
    cookie = 'XSRF-TOKEN=tok123; auth-expiry=99999999999999';
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
    });
    vi.stubGlobal('window', { location: { href: 'http://app/v2/#/dashboard', assign: vi.fn(), reload: vi.fn() } });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = answers.shift();
      return answer ? answer(call) : new Response(null, { status: 204 });
    });
    configureHttpContext({
      currentUser: () => ({ id: 7, username: 'demo-vendor', role: 'Vendor User' }),
      currentRouteNeedsSession: () => true,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends GETs under /services with no-cache headers', async () => {
    answers.push(() => jsonResponse(200, { ok: true }));
    await expect(http.get('/feature-flags', { query: { text: '' } })).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/services/feature-flags?text=');
    expect(calls[0]?.headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
  });

  it('takes the answer of a call index.html sent at start-up once, then asks the server again', async () => {
    const startUpCalls: Record<string, Promise<Response>> = {
      '/services/feature-flags': Promise.resolve(jsonResponse(200, [{ feature: 'early', enabled: true }])),
    };
    vi.stubGlobal('window', { location: { href: 'http://app/v2/#/dashboard', assign: vi.fn(), reload: vi.fn() }, startUpCalls });
    answers.push(() => jsonResponse(200, [{ feature: 'later', enabled: true }]));
    await expect(http.get('/feature-flags')).resolves.toEqual([{ feature: 'early', enabled: true }]);
    expect(calls).toEqual([]);
    await expect(http.get('/feature-flags')).resolves.toEqual([{ feature: 'later', enabled: true }]);
    expect(calls.map((call) => call.url)).toEqual(['/services/feature-flags']);
  });

  it('asks the server itself once the start-up calls the app did not take are forgotten', async () => {
    const window = {
      location: { href: 'http://app/v2/#/dashboard', assign: vi.fn(), reload: vi.fn() },
      startUpCalls: {} as Record<string, Promise<Response>>,
    };
    window.startUpCalls['/services/feature-flags'] = Promise.resolve(jsonResponse(200, [{ feature: 'old', enabled: true }]));
    vi.stubGlobal('window', window);
    forgetStartUpCalls();
    answers.push(() => jsonResponse(200, []));
    await expect(http.get('/feature-flags')).resolves.toEqual([]);
    expect(calls.map((call) => call.url)).toEqual(['/services/feature-flags']);
  });

  it('turns a failed start-up call into the same error a call of its own gives, and leaves other URLs and writes alone', async () => {
    const startUpCalls: Record<string, Promise<Response>> = {
      '/services/account/users/current': Promise.resolve(jsonResponse(401, { message: 'Unauthorized', code: 401 })),
      '/services/feature-flags': Promise.resolve(jsonResponse(200, [])),
    };
    vi.stubGlobal('window', { location: { href: 'http://app/v2/#/dashboard', assign: vi.fn(), reload: vi.fn() }, startUpCalls });
    await expect(http.get('/account/users/current')).rejects.toMatchObject({ kind: 'http', status: 401 });
    await http.post('/feature-flags', { any: 1 });
    await http.get('/feature-flags', { query: { page: 1 } });
    // The failure is reported like any other (the UI Error event), then the write and the other URL go out.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /services/analytic',
      'POST /services/feature-flags',
      'GET /services/feature-flags?page=1',
    ]);
    expect(Object.keys(startUpCalls)).toEqual(['/services/feature-flags']);
  });

  it('echoes the XSRF cookie on writes', async () => {
    answers.push(() => jsonResponse(200, {}));
    await http.put('/current-vendor', { vendorId: 3 });
    expect(calls[0]?.headers['X-XSRF-TOKEN']).toBe('tok123');
    expect(calls[0]?.body).toEqual({ vendorId: 3 });
  });

  it('asks for a CSRF token first when the cookie is missing', async () => {
    cookie = 'auth-expiry=99999999999999';
    answers.push(() => jsonResponse(200, { token: 'fresh' }));
    answers.push(() => jsonResponse(200, {}));
    await http.post('/auth/login', { username: 'a', password: 'b' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /services/auth/csrf', 'POST /services/auth/login']);
    expect(calls[1]?.headers['X-XSRF-TOKEN']).toBe('fresh');
  });

  it('throws the envelope as ApiError and reports a UI Error event', async () => {
    answers.push(() => jsonResponse(409, { error: { code: 'CONFLICT', message: 'Taken', fieldErrors: { username: 'Taken' } } }));
    const failure = await http.post('/auth/create-account', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Taken', fieldErrors: { username: 'Taken' } });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      url: '/services/analytic',
      method: 'POST',
      body: {
        eventName: 'UI Error',
        eventProperties: {
          errorType: 'Client Error',
          status: 409,
          url: '/services/auth/create-account',
          method: 'POST',
          message: 'Taken',
          user: { id: 7, username: 'demo-vendor', role: 'Vendor User' },
          location: 'http://app/v2/#/dashboard',
        },
      },
    });
  });

  it('falls back to the status text when the error body is not a valid envelope', async () => {
    const body = { error: { code: 'TEAPOT' } };
    answers.push(
      () => new Response(JSON.stringify(body), { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'application/json' } }),
    );
    const failure = await http.get('/feature-flags').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: 'Bad Gateway', code: undefined, fieldErrors: undefined, body });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it('does not report failures of the analytics call itself', async () => {
    answers.push(() => jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }));
    await expect(http.post('/analytic', {})).rejects.toBeInstanceOf(ApiError);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(1);
  });

  it('redirects to the login once when the session has expired on a protected route', async () => {
    cookie = 'XSRF-TOKEN=tok123; auth-expiry=1';
    answers.push(() => jsonResponse(200, {}));
    answers.push(() => jsonResponse(200, {}));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await http.get('/current-vendor');
    await http.get('/current-vendor');
    expect(window.location.assign).toHaveBeenCalledTimes(1);
    expect(window.location.assign).toHaveBeenCalledWith('/v2/#/vendor/login');
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Authorization expired. Redirect to login');
  });
});

describe('URL and filename helpers', () => {
  it('skips empty query values and repeats arrays', () => {
    expect(buildUrl('/x', { a: 1, b: undefined, c: null, d: ['p', 'q'] })).toBe('/services/x?a=1&d=p&d=q');
  });
  it('reads the filename of a download', () => {
    expect(filenameFromContentDisposition('attachment; filename="report.csv"')).toBe('report.csv');
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''Proof%20of%20Enrollment.pdf")).toBe('Proof of Enrollment.pdf');
    expect(filenameFromContentDisposition(null)).toBeUndefined();
  });
});
