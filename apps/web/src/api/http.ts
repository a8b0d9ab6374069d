import { CsrfTokenResponse } from '@app/shared/auth/login-request';
import { UI_ERROR_EVENT } from '@app/shared/platform/ui-error-event';
import { readCookie } from '../lib/cookies';
import { ApiError, classifyError, parseErrorEnvelope } from './api-error';
import { httpContext } from './http-context';
import { checkSessionExpiry } from './session-expiry';
import { takeStartUpCall } from './start-up-calls';

/** Every call goes under this base path with this timeout (spec 002 §7). */
export const API_BASE = '/services';
const REQUEST_TIMEOUT_MS = 120_000;
const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header every write carries the XSRF token in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const ANALYTIC_PATH = '/analytic';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Builds `/services{path}?query`, skipping null/undefined values and repeating array values. */
export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const entry of values) if (entry !== undefined && entry !== null) params.append(key, String(entry));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

let csrfTokenRequest: Promise<string> | undefined;

/**
 * The XSRF token from its readable cookie, asking the server for one first when the cookie is missing.
 * Exported for requests that cannot go through `http` (XMLHttpRequest uploads with progress).
 */
export async function xsrfToken(): Promise<string> {
  const fromCookie = readCookie(XSRF_COOKIE);
  if (fromCookie) return fromCookie;
  csrfTokenRequest ??= send('GET', '/auth/csrf', undefined, {}, 'json')
    .then((body) => readCookie(XSRF_COOKIE) ?? CsrfTokenResponse.parse(body).token)
    .finally(() => {
      csrfTokenRequest = undefined;
    });
  return csrfTokenRequest;
}

type ResponseKind = 'json' | 'blob';

/**
 * One request: timeout through AbortController, no-cache headers on GET, XSRF header on writes,
 * envelope errors turned into ApiError, the session-expiry check after every answer and a UI Error
 * analytics event for every failure (except of the analytics call itself).
 */
async function send(method: Method, path: string, body: unknown, options: RequestOptions, responseKind: ResponseKind): Promise<unknown> {
  const url = buildUrl(path, options.query);
  const headers: Record<string, string> = { Accept: responseKind === 'json' ? 'application/json' : '*/*' };
  if (method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers['Pragma'] = 'no-cache';
  } else {
    headers[XSRF_HEADER] = await xsrfToken();
  }
  const hasBody = body !== undefined;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  if (hasBody && !isFormData) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  try {
    let response: Response;
    try {
      const sentAtStartUp = takeStartUpCall(method, url);
      response = await (sentAtStartUp
        ? abortable(sentAtStartUp, controller.signal)
        : fetch(url, {
            method,
            headers,
            credentials: 'same-origin',
            body: hasBody ? (isFormData ? (body as FormData) : JSON.stringify(body)) : undefined,
            signal: controller.signal,
          }));
    } catch (cause) {
      if (options.signal?.aborted && !timedOut) throw cause;
      throw new ApiError({
        kind: timedOut ? 'timeout' : 'network',
        status: 0,
        message: timedOut ? `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded` : 'Network Error',
        method,
        url,
      });
    }
    if (response.ok) {
      if (responseKind === 'blob') return { blob: await response.blob(), response };
      return await readBody(response);
    }
    const errorBody = await readBody(response).catch(() => undefined);
    const envelope = parseErrorEnvelope(errorBody);
    throw new ApiError({
      kind: 'http',
      status: response.status,
      message: envelope?.message ?? (response.statusText || `Request failed with status code ${response.status}`),
      method,
      url,
      code: envelope?.code,
      fieldErrors: envelope?.fieldErrors,
      body: errorBody,
    });
  } catch (error) {
    if (error instanceof ApiError && path !== ANALYTIC_PATH) reportUiError(error);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    checkSessionExpiry();
  }
}

/** A call sent before this layer existed still gives up at the timeout (or when its caller aborts). */
function abortable(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('The call was aborted.', 'AbortError')), { once: true });
    answer.then(resolve, reject);
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as unknown;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reports a failed call as the UI Error event (spec 002 §7); never throws. */
function reportUiError(error: ApiError): void {
  const user = httpContext().currentUser();
  const eventProperties = {
    errorType: classifyError(error),
    status: error.status,
    url: error.url,
    method: error.method,
    message: error.message,
    user: user ? { id: user.id, username: user.username, role: user.role } : null,
    location: window.location.href,
  };
  send('POST', ANALYTIC_PATH, { eventName: UI_ERROR_EVENT, eventProperties }, {}, 'json').catch(() => undefined);
}

/** Filename from a Content-Disposition header (`filename*=` preferred), or undefined. */
export function filenameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim();
}

/** The JSON API helper (spec 002 §7): GET with query, POST/PUT/PATCH/DELETE with a body, GET as blob. */
export const http = {
  get: <T>(path: string, options: RequestOptions = {}) => send('GET', path, undefined, options, 'json') as Promise<T>,
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => send('POST', path, body, options, 'json') as Promise<T>,
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => send('PUT', path, body, options, 'json') as Promise<T>,
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => send('PATCH', path, body, options, 'json') as Promise<T>,
  delete: <T>(path: string, options: RequestOptions = {}) => send('DELETE', path, undefined, options, 'json') as Promise<T>,
  /** GET a file (PDF, CSV); the filename comes from Content-Disposition. */
  getBlob: async (path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string | undefined }> => {
    const { blob, response } = (await send('GET', path, undefined, options, 'blob')) as {
      blob: Blob;
      response: Response;
    };
    return { blob, filename: filenameFromContentDisposition(response.headers.get('content-disposition')) };
  },
};
