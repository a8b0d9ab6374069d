import { monthlyFullPassJob } from './modules/screening/monitoring/monthly-full-pass-job';
import { screenSubjectJob } from './modules/screening/monitoring/screen-subject-job';
import { snapshotScreeningJob } from './modules/screening/monitoring/snapshot-screening-job';
import { screenChunkJob } from './modules/screening/monitoring/screen-chunk-job';
import { downloadListsJob } from './modules/screening/lists/download-lists-job';
import { processUploadJob } from './modules/employees/uploads/process-upload-job';
import { screenUploadJob } from './modules/employees/uploads/screen-upload-job';
import { renewSubscriptionsJob } from './modules/payments/renew-subscriptions-job';
import { mailReceiptJob } from './modules/payments/mail-receipt-job';
import { sendScheduledReportsJob } from './modules/reports/send-scheduled-reports-job';
import { reportExportJob } from './modules/reports/report-export-job';
import { deliverMailJob } from './platform/mail/deliver-mail-job';
import { eligibilityAuditJob } from './modules/jobs/eligibility-audit-job';
import { generateAsyncReportJob } from './modules/async-reports/generate-async-report-job';
import { applyClientImportJob } from './modules/client-imports/apply-import-job';
import { deliverWebhookJob } from './modules/integrations/webhooks/deliver-webhook-job';
import { dispatchWebhooksJob } from './modules/integrations/webhooks/dispatch-webhooks-job';
import { sendWeeklyDigestsJob } from './modules/client/digest/send-weekly-digests-job';
import type { AnyJob } from './platform/jobs/job-queue';

/**
 * Every job the worker consumes. Modules add theirs here. Part of the composition root (with app.ts and
 * runtime.ts): platform/ never imports it, it is handed to the JobQueue.
 */
export const allJobs: AnyJob[] = [
  deliverMailJob,
  screenSubjectJob,
  snapshotScreeningJob,
  screenChunkJob,
  monthlyFullPassJob,
  downloadListsJob,
  processUploadJob,
  screenUploadJob,
  renewSubscriptionsJob,
  mailReceiptJob,
  sendScheduledReportsJob,
  reportExportJob,
  eligibilityAuditJob,
  generateAsyncReportJob,
  applyClientImportJob,
  dispatchWebhooksJob,
  deliverWebhookJob,
  sendWeeklyDigestsJob,
];
