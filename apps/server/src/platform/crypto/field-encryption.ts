import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

/**
 * Encrypts sensitive fields (SSN, TIN) with AES-256-GCM and derives an HMAC-SHA256 blind index so
 * equal values can be found without decrypting. Both keys are derived (HKDF) from the one DATA_KEY.
 */
export class FieldEncryption {
  private readonly encryptionKey: Buffer;
  private readonly indexKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('DATA_KEY must be 32 bytes');
    this.encryptionKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'field-encryption', 32));
    this.indexKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'blind-index', 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>` in base64url; the context (e.g. 'employee.ssn') is bound as AAD. */
  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string, context: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unrecognised encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Deterministic look-up key for a normalised value, scoped by context so equal SSN and TIN differ. */
  blindIndex(normalisedValue: string, context: string): string {
    return createHmac('sha256', this.indexKey).update(`${context}\u0000${normalisedValue}`).digest('base64url');
  }
}

/** DATA_KEY from the environment, else a key generated once into DATA_DIR/data-key (mode 0600). */
export function loadOrCreateDataKey(dataKeyHex: string | undefined, dataDir: string): Buffer {
  if (dataKeyHex) return Buffer.from(dataKeyHex, 'hex');
  const keyFile = path.join(dataDir, 'data-key');
  if (fs.existsSync(keyFile)) return Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(keyFile, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}
