import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { hostOf, isPublicAddress } from './url-policy';

/** A delivery that takes longer than this counts as failed (and is retried). */
const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read: only the status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** `sha256=<hex HMAC-SHA256(secret, raw body)>`: the X-VendorProof-Signature header. */
export function signatureOf(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export interface SignedDelivery {
  url: string;
  secret: string;
  eventType: string;
  deliveryId: string;
  rawBody: string;
  mustBePublic: boolean;
}

/** The receiver's status code, or why nothing was received. */
export type SendOutcome = { status: number } | { error: string };

/**
 * POSTs one signed delivery. In production the address actually connected to is checked as DNS answers
 * it (no second lookup a rebinding name could change in between), and redirects are never followed.
 */
export function sendWebhook(delivery: SignedDelivery): Promise<SendOutcome> {
  const url = new URL(delivery.url);
  if (delivery.mustBePublic) {
    if (url.protocol !== 'https:') return Promise.resolve({ error: 'Webhook URLs must use https' });
    const host = hostOf(url);
    if (isIP(host) && !isPublicAddress(host)) return Promise.resolve({ error: `Refused: ${host} is not a public address` });
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'VendorProof-Webhooks/1',
    'x-vendorproof-event': delivery.eventType,
    'x-vendorproof-delivery': delivery.deliveryId,
    'x-vendorproof-timestamp': String(Math.floor(Date.now() / 1000)),
    'x-vendorproof-signature': signatureOf(delivery.secret, delivery.rawBody),
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(delivery.rawBody) },
        timeout: DELIVERY_TIMEOUT_MS,
        ...(delivery.mustBePublic ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds`)));
    request.on('error', (error) => resolve({ error: error.message.slice(0, 500) }));
    request.end(delivery.rawBody);
  });
}

/** dns.lookup that refuses a host resolving to any address that is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || !addresses.length) {
      return callback(new Error(`Refused: ${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
