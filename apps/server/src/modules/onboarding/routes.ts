import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AcceptRequest, ReviewResult, RevisionRequest } from '@app/shared/client/reviews';
import {
  AssignRequest,
  MonitorStatus,
  NewVendorRequest,
  NewVendorResult,
  OnboardingListQuery,
  OnboardingOptions,
  OnboardingPage,
  OnboardingStats,
  OpenItemOptions,
  ResendInviteRequest,
  StepStatusUpdate,
  TemplateSteps,
  VendorReview,
  WorkflowItem,
  WorkflowItems,
  WorkflowSummary,
} from '@app/shared/onboarding/onboarding';
import type { Access } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { selectedSubClients, vendorCategoriesOfClient } from './client-options';
import { listWorkflows, onboardingStats } from './list-onboarding';
import { openItemOptions, startOnboarding, templateSteps } from './start-onboarding';
import { assigneeOptions, assignStep, monitorStatus, updateStepStatus, workflowItem } from './step-actions';
import { acceptReviewItem, approveReview, requestReviewRevision, vendorReview } from './vendor-review';
import { deleteWorkflow, exportVendor, resendInvite, workflowItems, workflowSummary } from './workflow-actions';

const tags = ['onboarding'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const withRules = { ...errors, 422: ErrorEnvelope };
/** Spec 002 §2/§6: onboarding needs the client role with VendorProofEngage and Onboarding. */
const onboardingAccess: Access = { roles: ['Client User'], permissions: ['hasVendorProofEngage', 'hasOnboarding'] };
const config = { access: onboardingAccess };
const CovgParams = z.object({ covgId: z.coerce.number().int().positive() });
const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** Onboarding management (issue 15, spec 002 §7 client calls). */
export async function onboardingRoutes(app: App): Promise<void> {
  app.get('/services/onboarding/stats', {
    config,
    schema: {
      tags,
      summary: 'Onboarding aging by stage and age bucket, average days, totals',
      response: { 200: OnboardingStats, ...errors },
    },
    handler: async (request) => onboardingStats(serviceContext(request)),
  });

  app.get('/services/onboarding/workflows', {
    config,
    schema: {
      tags,
      summary: "The client's onboarding workflows, a page at a time (zero-based; size 10, 25 or 50)",
      querystring: OnboardingListQuery,
      response: { 200: OnboardingPage, ...errors },
    },
    handler: async (request) => listWorkflows(serviceContext(request), request.query),
  });

  app.post('/services/onboarding/workflows', {
    config,
    schema: {
      tags,
      summary: 'Start onboarding a new vendor: vendor group, signup code, workflow items and the invite e-mail',
      body: NewVendorRequest,
      response: { 201: NewVendorResult, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await startOnboarding(serviceContext(request), request.body)),
  });

  app.get('/services/onboarding/template-workflow/steps', {
    config,
    schema: { tags, summary: "The client's workflow template", response: { 200: TemplateSteps, ...errors } },
    handler: async (request) => templateSteps(serviceContext(request)),
  });

  app.get('/services/onboarding/open-item-options', {
    config,
    schema: { tags, summary: "The open-item filter's choices", response: { 200: OpenItemOptions, ...errors } },
    handler: async (request) => openItemOptions(serviceContext(request)),
  });

  app.get('/services/onboarding/assignee-options', {
    config,
    schema: { tags, summary: 'The client users items can be assigned to', response: { 200: OnboardingOptions, ...errors } },
    handler: async (request) => assigneeOptions(serviceContext(request)),
  });

  app.get('/services/onboarding/vendor/:covgId', {
    config,
    schema: { tags, summary: "A workflow's vendor summary", params: CovgParams, response: { 200: WorkflowSummary, ...errors } },
    handler: async (request) => workflowSummary(serviceContext(request), request.params),
  });

  app.post('/services/onboarding/vendor/:covgId/email-invitation', {
    config,
    schema: {
      tags,
      summary: 'Send the invite again (only while signup is incomplete)',
      params: CovgParams,
      body: ResendInviteRequest,
      response: { 200: z.boolean(), ...withRules },
    },
    handler: async (request) => resendInvite(serviceContext(request), { ...request.params, ...request.body }),
  });

  app.post('/services/onboarding/vendor/:covgId/export', {
    config,
    schema: {
      tags,
      summary: "Export the reviewed vendor to the client's vendor master (the COV gets its vendor number)",
      params: CovgParams,
      response: { 200: z.boolean(), ...withRules },
    },
    handler: async (request) => exportVendor(serviceContext(request), request.params),
  });

  app.get('/services/onboarding/steps/:covgId', {
    config,
    schema: { tags, summary: "A workflow's items", params: CovgParams, response: { 200: WorkflowItems, ...errors } },
    handler: async (request) => workflowItems(serviceContext(request), request.params),
  });

  app.delete('/services/onboarding/steps/:covgId', {
    config,
    schema: {
      tags,
      summary: 'Remove the onboarding information of a vendor group',
      params: CovgParams,
      response: { 200: z.object({ name: z.string() }), ...errors },
    },
    handler: async (request) => deleteWorkflow(serviceContext(request), request.params),
  });

  app.get('/services/onboarding/step/:id', {
    config,
    schema: { tags, summary: 'One workflow item', params: IdParams, response: { 200: WorkflowItem, ...errors } },
    handler: async (request) => workflowItem(serviceContext(request), request.params),
  });

  app.put('/services/onboarding/step/:id/assignees', {
    config,
    schema: {
      tags,
      summary: 'Assign a workflow item to client users (replaces the list)',
      params: IdParams,
      body: AssignRequest,
      response: { 200: WorkflowItem, ...errors },
    },
    handler: async (request) => assignStep(serviceContext(request), { ...request.params, ...request.body }),
  });

  app.get('/services/onboarding/monitor-status/:covgId', {
    config,
    schema: {
      tags,
      summary: "The vendor's and owners' screening result: Clear or the alerts",
      params: CovgParams,
      response: { 200: MonitorStatus, ...errors },
    },
    handler: async (request) => monitorStatus(serviceContext(request), request.params),
  });

  app.post('/services/onboarding/step/status-update', {
    config,
    schema: {
      tags,
      summary: 'Resolve the monitor-status step: COMPLETE (only when Clear) or NON_APPLICABLE (bypass)',
      body: StepStatusUpdate,
      response: { 200: WorkflowItem, ...withRules },
    },
    handler: async (request) => updateStepStatus(serviceContext(request), request.body),
  });

  app.get('/services/onboarding/step/:id/vendor-review', {
    config,
    schema: {
      tags,
      summary: 'Everything the vendor submitted at signup, for the review step',
      params: IdParams,
      response: { 200: VendorReview, ...withRules },
    },
    handler: async (request) => vendorReview(serviceContext(request), request.params),
  });

  app.post('/services/onboarding/step/:id/vendor-review/acceptances', {
    config,
    schema: {
      tags,
      summary: 'Accept one submission of the vendor (company, W-9 or a disclosure)',
      params: IdParams,
      body: AcceptRequest,
      response: { 201: ReviewResult, ...withRules },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await acceptReviewItem(serviceContext(request), { ...request.params, ...request.body })),
  });

  app.post('/services/onboarding/step/:id/vendor-review/revision-requests', {
    config,
    schema: {
      tags,
      summary: 'Ask the vendor to revise one submission, with a note',
      params: IdParams,
      body: RevisionRequest,
      response: { 201: ReviewResult, ...withRules },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await requestReviewRevision(serviceContext(request), { ...request.params, ...request.body })),
  });

  app.post('/services/onboarding/step/:id/vendor-review/approve', {
    config,
    schema: {
      tags,
      summary: 'Approve what the vendor submitted: the review step completes',
      params: IdParams,
      response: { 200: WorkflowItem, ...withRules },
    },
    handler: async (request) => approveReview(serviceContext(request), request.params),
  });

  app.get('/services/clients/selected/subclients', {
    config,
    schema: { tags, summary: "The acting client's sub-clients", response: { 200: OnboardingOptions, ...errors } },
    handler: async (request) => selectedSubClients(serviceContext(request)),
  });

  app.get('/services/clients/:id/vendor-categories', {
    config,
    schema: { tags, summary: 'The vendor categories of a client', params: IdParams, response: { 200: OnboardingOptions, ...errors } },
    handler: async (request) => vendorCategoriesOfClient(serviceContext(request), request.params),
  });
}
