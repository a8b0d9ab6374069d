/**
 * A small browser-like HTTP client for integration tests: keeps cookies, echoes the CSRF cookie in
 * X-XSRF-TOKEN on writes (unless told not to), and returns status, headers and parsed body.
 */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get<T = any>(path: string, init: { headers?: Record<string, string> } = {}) {
    return this.request<T>('GET', path, undefined, init);
  }
  post<T = any>(path: string, body?: unknown, init: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request<T>('POST', path, body, init);
  }
  put<T = any>(path: string, body?: unknown, init: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request<T>('PUT', path, body, init);
  }
  delete<T = any>(path: string, init: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request<T>('DELETE', path, undefined, init);
  }

  /** Multipart upload of files (field "file" unless named) with extra headers, like the web's file drop zone. */
  upload<T = any>(
    path: string,
    files: Array<{ filename: string; content: Buffer | string; type?: string; field?: string }>,
    init: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const form = new FormData();
    for (const file of files) {
      form.append(file.field ?? 'file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.filename);
    }
    return this.request<T>('POST', path, form, init);
  }

  /** Logs in through the real endpoint; throws unless authenticated. */
  async login(username: string, password = 'DemoPass!2026'): Promise<void> {
    const response = await this.post('/services/auth/login', { username, password });
    if (response.body?.status !== 'authenticated') {
      throw new Error(`login of ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
  }

  async request<T>(
    method: string,
    path: string,
    body: unknown,
    init: { csrf?: boolean; headers?: Record<string, string> },
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (method !== 'GET') {
      if (!this.cookies.has('XSRF-TOKEN')) await this.get('/services/auth/csrf');
      if (init.csrf !== false) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    let payload: string | FormData | ReadableStream<Uint8Array> | undefined;
    if (body instanceof FormData || body instanceof ReadableStream) {
      payload = body;
    } else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // A stream body (sent while the test decides when it ends) needs half duplex.
    const streaming = payload instanceof ReadableStream ? { duplex: 'half' as const } : {};
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload, redirect: 'manual', ...streaming });
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, headers: response.headers, body: (type.includes('json') && text ? JSON.parse(text) : text) as T };
  }

  /** A request answering raw bytes (PDF, CSV and other downloads); GET unless a JSON body is posted. */
  async download(path: string, post?: unknown): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const headers: Record<string, string> = {};
    if (post !== undefined) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.get('/services/auth/csrf');
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(
      new URL(path, this.baseUrl),
      post === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(post) },
    );
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  private storeCookie(line: string): void {
    storeSetCookie(this.cookies, line);
  }
}

/** Applies one Set-Cookie line to a browser-like cookie jar: stores the value, or drops the cookie when it is cleared. */
export function storeSetCookie(cookies: Map<string, string>, line: string): void {
  const [pair, ...attributes] = line.split(';');
  const index = pair!.indexOf('=');
  const name = pair!.slice(0, index).trim();
  const value = pair!.slice(index + 1).trim();
  const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /max-age=0/i.test(a.trim()));
  if (expired || value === '') cookies.delete(name);
  else cookies.set(name, value);
}
