import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './file-storage';

describe('LocalFileStorage', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });

  it('removes at start the temporary files of uploads cut off more than a day ago, and keeps recent ones', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-storage-'));
    roots.push(root);
    fs.mkdirSync(path.join(root, 'tmp'));
    const stale = path.join(root, 'tmp', 'cut-off');
    const live = path.join(root, 'tmp', 'uploading');
    fs.writeFileSync(stale, 'half a file');
    fs.writeFileSync(live, 'still arriving');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(stale, twoDaysAgo, twoDaysAgo);

    new LocalFileStorage(root);

    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.readFileSync(live, 'utf8')).toBe('still arriving');
  });
});
