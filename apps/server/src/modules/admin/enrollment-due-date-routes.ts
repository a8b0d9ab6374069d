import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { BulkUploadRequest } from '@app/shared/admin/bulk-alert-resolve';
import { EnrollmentDueDateResult } from '@app/shared/admin/enrollment-due-dates';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { importEnrollmentDueDates } from './enrollment-due-dates';

const tags = ['admin'];

/** Enrollment Due Date Import (spec 002 §2, §7). */
export async function enrollmentDueDateRoutes(app: App): Promise<void> {
  app.post('/services/enrollment-due-date', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "Admin: set COVs' enrollment due dates from an uploaded CSV (directory enrollmentDueDate) — all rows or none",
      description:
        'A header row, then COV ID and date (MM/DD/YYYY). 404 when the file or its columns are not these; 400 naming the bad lines (fieldErrors "line N").',
      body: BulkUploadRequest,
      response: { 200: EnrollmentDueDateResult, 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope },
    },
    handler: async (request) => importEnrollmentDueDates(serviceContext(request), request.body),
  });
}
