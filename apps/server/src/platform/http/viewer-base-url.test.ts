import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { viewerBaseUrl } from './viewer-base-url';

const env = { NODE_ENV: 'test', DATABASE_URL: 'postgres://x@127.0.0.1/x', DATA_KEY: 'a'.repeat(64) };

describe('viewerBaseUrl', () => {
  it('takes PUBLIC_URL when it is set, whatever host the request came to', () => {
    const config = loadConfig({ ...env, PUBLIC_URL: 'https://vendors.example.org/' });
    expect(viewerBaseUrl({ config, origin: 'http://10.0.0.5:8080' })).toBe('https://vendors.example.org');
  });

  it('takes the host the request came to when PUBLIC_URL is not set, never localhost', () => {
    const config = loadConfig(env);
    expect(viewerBaseUrl({ config, origin: 'https://staging.example.org' })).toBe('https://staging.example.org');
  });

  it('falls back to the configured address without a request (jobs)', () => {
    const config = loadConfig({ ...env, PORT: '3100' });
    expect(viewerBaseUrl({ config })).toBe('http://localhost:3100');
  });
});
