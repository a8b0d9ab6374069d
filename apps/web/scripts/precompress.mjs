// Writes a Brotli (.br) and a gzip (.gz) copy of every text asset of the web build, at the highest
// levels, so the server sends them as they are (@fastify/static preCompressed) instead of compressing
// each answer again. Source maps are left as they are: only developers fetch them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// The build folder: the web app's dist unless another is named (the server's tests compress a folder of their own).
const DIST = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 512;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let raw = 0;
let compressed = 0;
for await (const file of files(DIST)) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  raw += content.length;
  compressed += br.length;
}
console.log(`precompressed ${(raw / 1024).toFixed(0)} KB of assets to ${(compressed / 1024).toFixed(0)} KB (Brotli)`);
