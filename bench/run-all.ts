/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (each in its own process, so memory figures
 * are not mixed) and prints their figures. Record results in bench/RESULTS.md with date and machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const result = spawnSync('npx', ['tsx', '--expose-gc', path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
