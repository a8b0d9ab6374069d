/**
 * A new idempotency key for one payment attempt: a random UUID, or 128 random bits in hex where
 * `crypto.randomUUID` is missing (it needs a secure context; `getRandomValues` does not).
 */
export function newIdempotencyKey(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
