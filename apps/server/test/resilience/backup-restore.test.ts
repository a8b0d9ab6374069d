import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSubscription, buildUser, buildVendor } from '../../src/db/seed/factories';
import { createDb } from '../../src/platform/db/database';
import { startAppProcess, type AppProcess } from '../../src/testing/app-process';
import { freePort } from '../../src/platform/db/free-port';
import { TestClient } from '../../src/testing/http-client';

/**
 * `npm run backup` of a running installation on the embedded PostgreSQL with a generated data key, then
 * `npm run restore` into a new DATA_DIR and `npm run serve` on it: the data reads back through the API,
 * an encrypted SSN included, and a stored file downloads as it was.
 */
describe('backup and restore of a DATA_DIR', () => {
  const folders: string[] = [];
  const running: AppProcess[] = [];
  const folder = (label: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vp-${label}-`));
    folders.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const child of running) await child.stop();
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });
  // No DATA_KEY: the key is generated into DATA_DIR/data-key and must travel with the backup.
  const embedded = async (dataDir: string) => ({ DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()), DATA_KEY: '' });

  it('restores the database, the files and the data key into a fresh DATA_DIR, and the app serves them', async () => {
    const originalDir = folder('original');
    const originalEnv = await embedded(originalDir);
    const original = await startAppProcess('serve', originalEnv, { readyTimeoutMs: 120_000 });
    running.push(original);

    const { db, pool } = createDb(`postgres://postgres:postgres@127.0.0.1:${originalEnv.EMBEDDED_POSTGRES_PORT}/vendorproof`, { max: 2 });
    const vendor = await buildVendor(db, { businessName: 'Backed Up Medical' });
    await buildSubscription(db, { vendorId: vendor.id });
    const user = await buildUser(db, { vendorId: vendor.id });
    await pool.end();
    const before = new TestClient(original.baseUrl!);
    await before.login(user.username);
    const employee = await before.post('/services/employees', {
      firstName: 'Rosa',
      lastName: 'Backup',
      ssn: '123456789',
      dob: '1981-03-04',
      npi: '',
      street1: '1 Vault St',
      street2: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    });
    expect(employee.status).toBe(201);
    const content = 'SSN,First Name,Last Name,Dob,Street 1,Street 2,City,State,Zip\n987654321,Ann,Lee,01/02/1980,,,,,\n';
    const file = await before.upload('/services/files', [{ filename: 'roster.csv', content, type: 'text/csv' }], {
      headers: { 'directory-name': 'employeeUpload' },
    });
    expect(file.status).toBe(201);
    const dataKey = fs.readFileSync(path.join(originalDir, 'data-key'));

    // Online: the app keeps running while the backup is taken.
    const backupDir = path.join(folder('backup'), 'vendorproof-backup');
    const backup = await startAppProcess('backup', originalEnv, { args: ['--to', backupDir] });
    expect(await backup.exited, backup.output()).toBe(0);
    expect(backup.output()).toContain('(online, PostgreSQL 18');
    await original.stop();

    const restoredDir = folder('restored');
    const restoredEnv = await embedded(restoredDir);
    const restore = await startAppProcess('restore', restoredEnv, { args: ['--from', backupDir] });
    expect(await restore.exited, restore.output()).toBe(0);
    expect(fs.readFileSync(path.join(restoredDir, 'data-key'))).toEqual(dataKey);

    const restored = await startAppProcess('serve', restoredEnv, { readyTimeoutMs: 120_000 });
    running.push(restored);
    const after = new TestClient(restored.baseUrl!);
    await after.login(user.username);
    const read = await after.get(`/services/employees/${employee.body.employeeId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ firstName: 'Rosa', lastName: 'Backup', ssn: expect.stringContaining('6789') });
    expect(read.body.ssn.replace(/\D/g, '')).toBe('123456789');
    const download = await after.download(`/services/files/${file.body.id}`);
    expect(download.status).toBe(200);
    expect(download.bytes.toString()).toBe(content);
    // Refuses to restore over a DATA_DIR that already holds a database.
    const again = await startAppProcess('restore', restoredEnv, { args: ['--from', backupDir] });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('already holds a database; restore into a new DATA_DIR');
  }, 180_000);
});
