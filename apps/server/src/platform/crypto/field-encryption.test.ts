import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FieldEncryption, loadOrCreateDataKey } from './field-encryption';

const key = Buffer.alloc(32, 7);

describe('FieldEncryption', () => {
  it('decrypts what it encrypted', () => {
    const encryption = new FieldEncryption(key);
    expect(encryption.decrypt(encryption.encrypt('123456789', 'employee.ssn'), 'employee.ssn')).toBe('123456789');
  });

  it('produces a different ciphertext each time for the same value', () => {
    const encryption = new FieldEncryption(key);
    expect(encryption.encrypt('123456789', 'employee.ssn')).not.toBe(encryption.encrypt('123456789', 'employee.ssn'));
  });

  it('refuses to decrypt under another context (a TIN cannot be read back as an SSN)', () => {
    const encryption = new FieldEncryption(key);
    const sealed = encryption.encrypt('123456789', 'vendor.tin');
    expect(() => encryption.decrypt(sealed, 'employee.ssn')).toThrow();
  });

  it('detects tampering', () => {
    const encryption = new FieldEncryption(key);
    const parts = encryption.encrypt('123456789', 'employee.ssn').split('.');
    parts[3] = Buffer.from('987654321').toString('base64url');
    expect(() => encryption.decrypt(parts.join('.'), 'employee.ssn')).toThrow();
  });

  it('gives equal blind indexes for equal values and different ones across contexts and keys', () => {
    const encryption = new FieldEncryption(key);
    expect(encryption.blindIndex('123456789', 'ssn')).toBe(encryption.blindIndex('123456789', 'ssn'));
    expect(encryption.blindIndex('123456789', 'ssn')).not.toBe(encryption.blindIndex('123456789', 'tin'));
    expect(new FieldEncryption(Buffer.alloc(32, 8)).blindIndex('123456789', 'ssn')).not.toBe(encryption.blindIndex('123456789', 'ssn'));
  });

  it('rejects a key that is not 32 bytes', () => {
    expect(() => new FieldEncryption(Buffer.alloc(16))).toThrow('DATA_KEY must be 32 bytes');
  });
});

describe('loadOrCreateDataKey', () => {
  it('generates a key once into the data folder with owner-only permissions and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-key-'));
    const first = loadOrCreateDataKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateDataKey(undefined, dir).equals(first)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('prefers DATA_KEY when given', () => {
    expect(loadOrCreateDataKey('ab'.repeat(32), '/nonexistent').equals(Buffer.alloc(32, 0xab))).toBe(true);
  });
});
