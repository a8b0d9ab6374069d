import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { ReportIdentifier } from '@app/shared/reports/async-reports';
import { storeGeneratedTempFile } from '../../platform/files/store-generated-file';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { runProgressJob } from '../../platform/jobs/progress-row';
import { writeReportCsv, type ReportParameters } from './async-report-queries';

const payload = z.object({ reportId: z.number().int() });

/** The longest note kept on a report that failed (the table shows it in a tooltip). */
const NOTES_MAX = 500;

/** A report's download name: its name, its client when it has one, and the day it was made. */
function reportFilename(name: string, parameters: ReportParameters, at: Date): string {
  const client = parameters.clientId ? ` client ${parameters.clientId}` : '';
  return `${name}${client} ${at.toISOString().slice(0, 10)}.csv`;
}

/**
 * Generates an asked-for report (spec 002 §3, §4): the row goes GENERATING, the CSV is streamed page by page
 * from a cursor into a temporary file (hashed on the way, never whole in memory), stored in the file store,
 * and the row goes FINISHED with the file, or ERROR with notes. Idempotent: a FINISHED or ERROR report
 * returns at once; a run after one that died (GENERATING) starts over, as nothing was stored before the end.
 */
export const generateAsyncReportJob: JobDefinition<typeof payload> = {
  name: 'async-reports.generate',
  payload,
  retryLimit: 2,
  // 100,000 invoices take seconds; a run past this is taken for dead.
  expireInSeconds: 30 * 60,
  async handle(deps, { reportId }) {
    await runProgressJob(
      deps,
      {
        table: 'async_reports',
        id: reportId,
        status: { column: 'generation_status', startable: ['NOT_STARTED', 'GENERATING'], running: 'GENERATING' },
        claimSet: { start_time: new Date(), end_time: null, notes: null },
        returning: ['identifier', 'name', 'parameters'],
        failed: (error) => ({
          generation_status: 'ERROR',
          notes: `The report could not be generated: ${error.message}`.slice(0, NOTES_MAX),
          end_time: new Date(),
        }),
        rethrow: true,
      },
      async (claimed) => {
        const tempPath = path.join(deps.files.tempDir(), randomUUID());
        try {
          const parameters = claimed.parameters as ReportParameters;
          const file = fs.createWriteStream(tempPath);
          const hash = createHash('sha256');
          let sizeBytes = 0;
          // The report's rows come from the replica (READ_DATABASE_URL) when there is one; its status stays on the primary.
          const rows = await writeReportCsv(deps.readDb, ReportIdentifier.parse(claimed.identifier), parameters, async (chunk) => {
            hash.update(chunk, 'utf8');
            sizeBytes += Buffer.byteLength(chunk, 'utf8');
            // once() rejects when the stream errors while waiting.
            if (!file.write(chunk, 'utf8')) await once(file, 'drain');
          });
          file.end();
          await finished(file);
          const fileId = await storeGeneratedTempFile(deps, {
            vendorId: null,
            directory: 'async-reports',
            filename: reportFilename(claimed.name, parameters, new Date()),
            contentType: 'text/csv; charset=utf-8',
            tempPath,
            sizeBytes,
            sha256: hash.digest('hex'),
          });
          await deps.db
            .updateTable('async_reports')
            .set({ generation_status: 'FINISHED', file_id: fileId, row_count: rows, end_time: new Date() })
            .where('id', '=', reportId)
            .execute();
        } catch (error) {
          await fs.promises.rm(tempPath, { force: true });
          throw error;
        }
      },
    );
  },
};
