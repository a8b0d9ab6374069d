import http from 'node:http';
import zlib from 'node:zlib';
import { storeSetCookie } from '../apps/server/src/testing/http-client';

/**
 * The load bench's HTTP client: what a signed-in browser tab sends (its cookies, the CSRF header on
 * writes, `accept-encoding: gzip, deflate` as Node's fetch sent before), over keep-alive connections of
 * node:http. Node's fetch (undici's spec layer: Headers, Request and Response objects, a web stream per
 * body) cost the generator far more CPU per request, and the generator shares the two cores with the
 * server it measures (decision 398). Bodies are read whole; a compressed one is decompressed only when
 * the caller asks for its JSON.
 */
export class LoadClient {
  private readonly cookies = new Map<string, string>();
  private readonly url: URL;

  constructor(
    baseUrl: string,
    private readonly agent: http.Agent,
  ) {
    this.url = new URL(baseUrl);
  }

  /** A GET; answers the status only (the steps count statuses). */
  async get(path: string): Promise<number> {
    return (await this.send('GET', path)).status;
  }

  /** A POST of a JSON body; answers the status and the parsed JSON answer. */
  async post<T = any>(path: string, body: unknown): Promise<{ status: number; body: T }> {
    const answer = await this.send('POST', path, { 'content-type': 'application/json' }, Buffer.from(JSON.stringify(body)));
    return { status: answer.status, body: answer.json() as T };
  }

  /** A multipart upload of one file in field "file", like the web's drop zone. */
  async upload<T = any>(
    path: string,
    file: { filename: string; content: string; type: string },
    headers: Record<string, string>,
  ): Promise<{ status: number; body: T }> {
    const boundary = `----load${Math.random().toString(16).slice(2)}`;
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n` +
        `${file.content}\r\n--${boundary}--\r\n`,
    );
    const answer = await this.send('POST', path, { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body);
    return { status: answer.status, body: answer.json() as T };
  }

  /** Signs in through the real endpoint (after fetching the CSRF cookie, as the web app does); throws unless authenticated. */
  async login(username: string, password = 'DemoPass!2026'): Promise<void> {
    const answer = await this.post('/services/auth/login', { username, password });
    if (answer.body?.status !== 'authenticated') throw new Error(`login of ${username} failed: ${answer.status}`);
  }

  private async send(method: string, path: string, extra: Record<string, string> = {}, body?: Buffer) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.send('GET', '/services/auth/csrf');
    const headers: Record<string, string> = { accept: '*/*', 'accept-encoding': 'gzip, deflate', ...extra };
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    if (body) headers['content-length'] = String(body.length);
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise<{ status: number; json: () => unknown }>((resolve, reject) => {
      const request = http.request(
        { host: this.url.hostname, port: this.url.port, method, path, headers, agent: this.agent },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) storeSetCookie(this.cookies, line);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const encoding = response.headers['content-encoding'];
            resolve({
              status: response.statusCode!,
              json: () => {
                const raw = Buffer.concat(chunks);
                const text = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw).toString();
                return text ? JSON.parse(text) : undefined;
              },
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}
