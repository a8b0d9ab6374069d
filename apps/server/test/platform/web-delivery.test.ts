import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/harness';
import { signedInVendor } from '../../src/testing/signed-in';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');

/** The index page's inline script (the real one sends the start-up calls, decision 228). */
const START_UP_SCRIPT = "window.startUpCalls = { '/services/feature-flags': fetch('/services/feature-flags') };";

/** A small web build (an index page with an inline script and one hashed script), precompressed by the build's own script. */
function webBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>VendorProof</title><script>${START_UP_SCRIPT}</script><script type="module" src="/v2/assets/index-abc123.js"></script>${'<!-- padding -->'.repeat(64)}`,
  );
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i })))};`,
  );
  execFileSync(process.execPath, [PRECOMPRESS, dist]);
  return dist;
}

/** A raw GET that keeps the bytes as sent (fetch would decompress them). */
async function rawGet(url: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('web app and API delivery', () => {
  const dist = webBuild();
  const t = useTestApp({ webDist: dist });

  it('sends the precompressed Brotli copy of a script to browsers that accept it, cached for a year', async () => {
    const response = await rawGet(`${t.app.baseUrl}/v2/assets/index-abc123.js`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(fs.readFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'utf8'));
  });

  it('sends gzip to browsers without Brotli and the plain file to those without either', async () => {
    const gzip = await rawGet(`${t.app.baseUrl}/v2/assets/index-abc123.js`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('export const rows');
    const plain = await rawGet(`${t.app.baseUrl}/v2/assets/index-abc123.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('export const rows');
  });

  it('keeps the index page revalidated even when sent compressed', async () => {
    const response = await rawGet(`${t.app.baseUrl}/v2/`, 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("allows the index page's inline script by its hash, and no other inline script", async () => {
    const response = await rawGet(`${t.app.baseUrl}/v2/`, 'identity');
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    const hash = crypto.createHash('sha256').update(START_UP_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('sets no cookie on the web app files, not even for a signed-in browser', async () => {
    const vendor = await signedInVendor(t.app);
    for (const file of ['/v2/', '/v2/assets/index-abc123.js']) {
      const response = await vendor.http.get(file);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('compresses JSON answers above 1 KB and leaves small ones as they are', async () => {
    const vendor = await signedInVendor(t.app);
    const big = await rawGet(`${t.app.baseUrl}/services/docs/json`, 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.body).toString()).openapi).toMatch(/^3\./);
    const small = await vendor.http.get('/services/feature-flags', { headers: { 'accept-encoding': 'br' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('caches a file of the build without a hash in its name (the favicon) for a day, not for a year', async () => {
    const response = await rawGet(`${t.app.baseUrl}/v2/favicon.svg`, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers /robots.txt: crawlers may read the web app but not the API', async () => {
    const response = await rawGet(`${t.app.baseUrl}/robots.txt`, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.toString()).toBe('User-agent: *\nDisallow: /services/\nDisallow: /csarf/\n');
  });
});
