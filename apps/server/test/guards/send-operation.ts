import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestClient, TestResponse } from '../../src/testing/http-client';
import type { Operation } from './openapi-operations';

const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** A request body sent as this exact text (broken JSON, prototype keys), not serialised. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return `raw: ${this.text.slice(0, 100)}`;
  }
}

/** Sends one operation as the given client: JSON body, or a small PDF for the multipart upload. */
export function sendOperation(
  http: TestClient,
  operation: Operation,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  if (operation.multipart) {
    return http.upload(url, [{ filename: 'guard.pdf', content: SMALL_PDF, type: 'application/pdf' }], {
      headers: { 'directory-name': 'w9', ...headers },
    });
  }
  if (operation.method === 'GET' || operation.method === 'DELETE' || body === undefined)
    return http.request(operation.method, url, undefined, { headers });
  // Serialised here, so a string body travels as a JSON string (the client would send a string as is).
  return http.request(operation.method, url, body instanceof RawJson ? body.text : JSON.stringify(body), { headers });
}

/** The answer as text, whatever its type, for leak checks and failure messages. */
export function responseText(response: TestResponse): string {
  return typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
}

/** A built web app of one page, so the shell routes (/, /v2/…) answer as in production. */
export function webDistWithIndex(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-guard-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>VendorProof</title>');
  return dir;
}
