/**
 * An s3rver of its own for the benchmarks (issue 34): object storage is a service apart from the API
 * and from the load generator in any deployment, so its work must not run on the generator's event loop
 * (where it would delay the timings the generator reads). Prints the running server's FILE_STORAGE=s3
 * settings for the bucket named on the command line as one JSON line, then serves until it is stopped.
 *
 *   npx tsx bench/s3rver-process.ts <bucket>
 */
import { startS3Server } from '../apps/server/src/testing/s3-server';

const bucket = process.argv[2] ?? 'vendorproof-bench';
const s3 = await startS3Server([bucket]);
console.log(JSON.stringify(s3.env(bucket)));
const stop = () => void s3.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
