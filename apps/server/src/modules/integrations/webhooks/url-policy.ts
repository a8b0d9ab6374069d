import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_TEXTS } from '@app/shared/integrations/webhooks';
import type { AppConfig } from '../../../platform/config';
import { validationFailed } from '../../../platform/errors';

/**
 * Addresses a production webhook may never reach: loopback, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and unspecified, in IPv4 and IPv6
 * (IPv4-mapped IPv6 addresses are checked as the IPv4 address they carry).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True when an IP address is one a production webhook may be delivered to. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether webhooks must reach only public https addresses: in production (APP_ENV, else NODE_ENV).
 * Elsewhere any http(s) URL is allowed, so tests and developers can receive on 127.0.0.1.
 */
export function webhooksMustBePublic(config: Pick<AppConfig, 'APP_ENV' | 'NODE_ENV'>): boolean {
  return config.APP_ENV ? config.APP_ENV === 'production' : config.NODE_ENV === 'production';
}

/** The URL's host as an address or name (IPv6 literals without their brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks a webhook URL when it is saved: a full http(s) URL without credentials; in production https
 * only, and every address its host resolves to public. Delivery checks the address it connects to
 * again (send-webhook.ts), as DNS may answer differently later.
 */
export async function checkWebhookUrl(raw: string, mustBePublic: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw validationFailed(WEBHOOK_TEXTS.urlInvalid, { url: WEBHOOK_TEXTS.urlInvalid });
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw validationFailed(WEBHOOK_TEXTS.urlInvalid, { url: WEBHOOK_TEXTS.urlInvalid });
  }
  if (!mustBePublic) return url.toString();
  if (url.protocol !== 'https:') throw validationFailed(WEBHOOK_TEXTS.urlNotHttps, { url: WEBHOOK_TEXTS.urlNotHttps });
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw validationFailed(WEBHOOK_TEXTS.urlUnresolvable, { url: WEBHOOK_TEXTS.urlUnresolvable });
  }
  if (!addresses.length || !addresses.every(isPublicAddress)) {
    throw validationFailed(WEBHOOK_TEXTS.urlNotPublic, { url: WEBHOOK_TEXTS.urlNotPublic });
  }
  return url.toString();
}
