import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { z } from 'zod';
import {
  Covg,
  CovgIdParams,
  CovIdParams,
  GroupingUploadRequest,
  GroupingUploadResult,
  PtidParams,
  RegroupRequest,
  RegroupResult,
  SignupCode,
  SignupCodeParams,
} from '@app/shared/vendor-groups/vendor-groups';
import { adminOnly } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { processGroupingUpload } from './grouping-upload';
import { regroup } from './regroup';
import { covgBy, covgsByPtid, signupCodeByCode, signupCodesOfGroup } from './vendor-groups';

const tags = ['vendor groups (admin)'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The admin hub's Signup Code Search, Vendor Group Manager and Grouping upload (spec 002 §2, §7). */
export async function vendorGroupRoutes(app: App): Promise<void> {
  app.get('/services/signup-code/:signupId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: a signup code (used, by whom, when; its group)',
      params: SignupCodeParams,
      response: { 200: SignupCode, ...errors },
    },
    handler: async (request) => signupCodeByCode(serviceContext(request), { code: request.params.signupId }),
  });

  app.get('/services/signup-code/all/:covgId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: every signup code of a vendor group',
      params: CovgIdParams,
      response: { 200: z.array(SignupCode), ...errors },
    },
    handler: async (request) => signupCodesOfGroup(serviceContext(request), request.params),
  });

  app.get('/services/covg/id/:covgId', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: a vendor group by its id (trashed ones too)',
      params: CovgIdParams,
      response: { 200: Covg, ...errors },
    },
    handler: async (request) => covgBy(serviceContext(request), { covgId: request.params.covgId }),
  });

  app.get('/services/covg/covId/:covId', {
    config: { access: adminOnly },
    schema: { tags, summary: 'Admin: the vendor group of a COV', params: CovIdParams, response: { 200: Covg, ...errors } },
    handler: async (request) => covgBy(serviceContext(request), { covId: request.params.covId }),
  });

  app.get('/services/covg/signupCode/:signupId', {
    config: { access: adminOnly },
    schema: { tags, summary: 'Admin: the vendor group of a signup code', params: SignupCodeParams, response: { 200: Covg, ...errors } },
    handler: async (request) => covgBy(serviceContext(request), { signupCode: request.params.signupId }),
  });

  app.get('/services/covg/ptid/:ptid', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: the vendor groups of a platform vendor (PTID)',
      params: PtidParams,
      response: { 200: z.array(Covg), ...errors },
    },
    handler: async (request) => covgsByPtid(serviceContext(request), request.params),
  });

  app.post('/services/covg/regroup', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: move COVs between groups of one client or into New Groups, in one transaction',
      body: RegroupRequest,
      response: { 200: RegroupResult, ...errors },
    },
    handler: async (request) => regroup(serviceContext(request), request.body),
  });

  app.post('/services/grouping/uploads', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: regroup COVs as an uploaded grouping file says (cov id, old group id, new group id); all rows or none',
      body: GroupingUploadRequest,
      response: { 200: GroupingUploadResult, ...errors },
    },
    handler: async (request) => processGroupingUpload(serviceContext(request), request.body),
  });
}
