import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { EligibilityJobDetails, Job, JobList, StartEligibilityAuditQuery } from '@app/shared/jobs/jobs';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { eligibilityJobDetails, listJobs, startEligibilityAudit } from './jobs';

const tags = ['jobs (admin)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The admin hub's Jobs tab (spec 002 §2, §7): background jobs and eligibility audits. */
export async function jobRoutes(app: App): Promise<void> {
  app.get('/services/jobs', {
    config: { access: adminOnly },
    schema: { tags, summary: 'The latest 100 background jobs, newest first', response: { 200: JobList, ...errors } },
    handler: async (request) => listJobs(serviceContext(request)),
  });

  app.post('/services/eligibility/audit', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: "Start an eligibility audit: recompute every COVG's compliance status of the client and record the changes",
      querystring: StartEligibilityAuditQuery,
      response: { 202: Job, ...errors },
    },
    handler: async (request, reply) => reply.status(202).send(await startEligibilityAudit(serviceContext(request), request.query)),
  });

  app.get('/services/jobs/eligibility/:jobId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'An eligibility audit with the COVGs whose status it changed (covgId, old status, new status)',
      params: z.object({ jobId: z.coerce.number().int().positive() }),
      response: { 200: EligibilityJobDetails, ...errors },
    },
    handler: async (request) => eligibilityJobDetails(serviceContext(request), request.params),
  });
}
