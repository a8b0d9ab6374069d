import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicAddress, webhooksMustBePublic } from './url-policy';

describe('webhook address rules', () => {
  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('applies the public-only rules in production only', async () => {
    expect(webhooksMustBePublic({ NODE_ENV: 'production', APP_ENV: undefined })).toBe(true);
    expect(webhooksMustBePublic({ NODE_ENV: 'production', APP_ENV: 'non-production' })).toBe(false);
    expect(webhooksMustBePublic({ NODE_ENV: 'test', APP_ENV: 'production' })).toBe(true);
    await expect(checkWebhookUrl('http://127.0.0.1:9000/hook', false)).resolves.toBe('http://127.0.0.1:9000/hook');
    await expect(checkWebhookUrl('https://[::1]/hook', true)).rejects.toMatchObject({ fieldErrors: { url: expect.any(String) } });
  });
});
