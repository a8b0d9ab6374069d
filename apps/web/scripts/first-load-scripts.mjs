// What a page's first load fetches, read from a Vite build's manifest: the scripts its entries import
// statically (what the browser runs before the first paint), and their Brotli size as the server sends
// them. Shared by the bundle budget (check-bundle-budget.mjs) and bench/login-bundle-floor.bench.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The build's manifest (`build.manifest: true`). */
export function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The script files the given manifest entries load through their static imports. */
export function staticScripts(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The web build's manifest has no entry ${key}`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Brotli bytes of a file of the build: its precompressed copy when there is one, else compressed at the highest quality. */
export function brotliBytes(dist, file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(readFileSync(full)).length;
}
