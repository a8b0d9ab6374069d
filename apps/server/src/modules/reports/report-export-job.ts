import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AuditQuery } from '@app/shared/reports/audit';
import { jobContext } from '../../platform/context';
import { sizeAndSha256, storeGeneratedTempFile } from '../../platform/files/store-generated-file';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { runProgressJob } from '../../platform/jobs/progress-row';
import { mergePdfParts, renderPdf } from '../../platform/pdf/render-pdf';
import { vendorInfo } from '../customers/vendor-info';
import { auditDocument } from './audit-document';
import { eachAuditPage } from './audit-pages';

const payload = z.object({ exportId: z.number().int() });

/**
 * Subjects per rendered part: under a second of render-thread time, so a download someone waits for
 * (which goes before the remaining parts) waits at most that long for the thread.
 */
const EXPORT_PART_SUBJECTS = 250;

/**
 * Prepares a monitoring audit PDF too large for one request: the subjects are read page by page from a
 * cursor, each page of 250 rendered as a part on a render thread (progress recorded after each), the
 * parts joined and numbered on a render thread, and the file stored for the vendor. Idempotent: a run
 * after a finished one returns; a run after one that died starts over (nothing was stored before the end).
 */
export const reportExportJob: JobDefinition<typeof payload> = {
  name: 'reports.export',
  payload,
  retryLimit: 2,
  // 50,000 subjects render in a few minutes on one thread; a run past this is taken for dead.
  expireInSeconds: 30 * 60,
  async handle(deps, { exportId }) {
    await runProgressJob(
      deps,
      {
        table: 'report_exports',
        id: exportId,
        status: { column: 'status', startable: ['QUEUED', 'RUNNING'], running: 'RUNNING' },
        claimSet: { done: 0 },
        returning: ['vendor_id', 'params', 'total'],
        failed: () => ({ status: 'FAILED', error: 'The export could not be prepared. Please try again.', finished_at: new Date() }),
        rethrow: true,
      },
      async (claimed) => {
        const scratchFiles: string[] = [];
        try {
          const query = AuditQuery.parse(claimed.params);
          const ctx = jobContext(deps, reportExportJob.name);
          const vendor = await vendorInfo(ctx, { vendorId: claimed.vendor_id });
          // Each part goes to a temporary file as soon as it is rendered; the joined file is written there too.
          const parts: string[] = [];
          const scratch = path.join(deps.files.tempDir(), randomUUID());
          scratchFiles.push(`${scratch}.pdf`);
          let listsChecked = '';
          await eachAuditPage(
            // The subjects come from the replica (READ_DATABASE_URL) when there is one; progress goes to the primary.
            deps.readDb,
            claimed.vendor_id,
            query,
            async (rows, read) => {
              listsChecked ||= rows[0]?.listsChecked ?? '';
              const props = { rows, from: query.from, to: query.to, vendorName: vendor.name, subjectCount: claimed.total, listsChecked };
              if (rows.length || !parts.length) {
                const part = await renderPdf(
                  auditDocument,
                  { ...props, continued: parts.length > 0, numbered: false },
                  { background: true },
                );
                parts.push(`${scratch}-part-${parts.length}.pdf`);
                scratchFiles.push(parts.at(-1)!);
                await fs.promises.writeFile(parts.at(-1)!, part);
              }
              await deps.db
                .updateTable('report_exports')
                .set({ done: Math.min(read, claimed.total) })
                .where('id', '=', exportId)
                .execute();
            },
            EXPORT_PART_SUBJECTS,
          );
          const filename = `Monitoring audit ${query.from} to ${query.to}.pdf`;
          await mergePdfParts(parts, filename.replace(/\.pdf$/, ''), `${scratch}.pdf`);
          const fileId = await storeGeneratedTempFile(deps, {
            vendorId: claimed.vendor_id,
            directory: 'report-exports',
            filename,
            contentType: 'application/pdf',
            tempPath: `${scratch}.pdf`,
            ...(await sizeAndSha256(`${scratch}.pdf`)),
          });
          await deps.db
            .updateTable('report_exports')
            .set({ status: 'DONE', done: claimed.total, file_id: fileId, finished_at: new Date() })
            .where('id', '=', exportId)
            .execute();
        } finally {
          await Promise.all(scratchFiles.map((file) => fs.promises.rm(file, { force: true })));
        }
      },
    );
  },
};
