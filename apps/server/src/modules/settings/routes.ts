import { z } from 'zod';
import { ErrorEnvelope } from '@app/shared/api/error-envelope';
import { AnalyticEventRequest } from '@app/shared/platform/analytic';
import { AnalyticDailyCounts, AnalyticDailyQuery } from '@app/shared/platform/analytic-events';
import { CountryList, StateList } from '@app/shared/platform/constants';
import { AddressSuggestionQuery, AddressSuggestions, ZipParams, ZipPlace } from '@app/shared/platform/address-lookup';
import { AppEnvironment } from '@app/shared/platform/environment';
import { countries } from '@app/shared/platform/countries';
import {
  AdminFeatureFlag,
  AdminFeatureFlagList,
  FeatureFlagIdParams,
  FeatureFlagList,
  UpdateFeatureFlagRequest,
} from '@app/shared/platform/feature-flags';
import { PreferenceKeyQuery, PreferenceValue, PutPreferenceRequest } from '@app/shared/platform/preferences';
import { US_STATES } from '@app/shared/platform/us-states';
import { adminOnly, publicAccess, signedIn } from '../../platform/auth/access';
import { serviceContext, type App } from '../../platform/http/types';
import { placeOfZip, suggestAddresses } from './address-lookup';
import { dailyEventCounts, recordAnalyticEvent } from './analytics';
import { appEnvironment } from './environment';
import { listAdminFeatureFlags, listFeatureFlags, updateFeatureFlag } from './feature-flags';
import { getPreference, putPreference } from './preferences';

const tags = ['settings'];
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 413: ErrorEnvelope };

export async function settingsRoutes(app: App): Promise<void> {
  app.get('/services/feature-flags', {
    config: { access: publicAccess },
    schema: { tags, summary: 'Feature flags as feature/enabled pairs', response: { 200: FeatureFlagList } },
    handler: async (request) => listFeatureFlags(serviceContext(request)),
  });

  // The full rows are the admin's (descriptions, documents, trial flags): decision 135.
  app.get('/services/admin/feature-flags', {
    config: { access: adminOnly },
    schema: { tags, summary: 'Admin: every feature flag with its whole row', response: { 200: AdminFeatureFlagList, ...errors } },
    handler: async (request) => listAdminFeatureFlags(serviceContext(request)),
  });

  app.put('/services/feature-flags/:id', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: turn a feature flag on or off (409 when irreversible and already changed, or not production-ready in production)',
      params: FeatureFlagIdParams,
      body: UpdateFeatureFlagRequest,
      response: { 200: AdminFeatureFlag, ...errors, 404: ErrorEnvelope, 409: ErrorEnvelope },
    },
    handler: async (request) =>
      updateFeatureFlag(serviceContext(request), { id: request.params.id, enabled: request.body.enabled, host: request.host }),
  });

  app.post('/services/analytic', {
    config: { access: publicAccess },
    schema: { tags, summary: 'Record a UI analytics event', body: AnalyticEventRequest, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await recordAnalyticEvent(serviceContext(request), request.body);
      return reply.status(204).send(null);
    },
  });

  app.get('/services/admin/analytics/daily', {
    config: { access: adminOnly },
    schema: {
      tags,
      summary: 'Admin: how many of each UI event were sent per day (UTC), newest first',
      querystring: AnalyticDailyQuery,
      response: { 200: AnalyticDailyCounts, ...errors },
    },
    handler: async (request) => dailyEventCounts(serviceContext(request), request.query),
  });

  app.get('/services/util/address-suggestions', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'US address suggestions (street-level with GEOAPIFY_API_KEY, else places from the ZIP database)',
      querystring: AddressSuggestionQuery,
      response: { 200: AddressSuggestions, ...errors },
    },
    handler: async (request) => suggestAddresses(serviceContext(request), request.query),
  });

  app.get('/services/util/zip/:zip', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: 'City and state of a US ZIP code',
      params: ZipParams,
      response: { 200: ZipPlace, ...errors, 404: ErrorEnvelope },
    },
    handler: async (request) => placeOfZip(serviceContext(request), request.params),
  });

  app.get('/services/util/environment', {
    config: { access: publicAccess },
    schema: {
      tags,
      summary: 'Whether this deployment is production (APP_ENV, else a production build, else the host name: spec 000 §9)',
      response: { 200: AppEnvironment },
    },
    handler: async (request) => appEnvironment(serviceContext(request), { host: request.host }),
  });

  app.get('/services/util/states', {
    config: { access: publicAccess },
    schema: { tags, summary: 'US states, DC and territories', response: { 200: StateList } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return [...US_STATES];
    },
  });

  app.get('/services/util/countries', {
    config: { access: publicAccess },
    schema: { tags, summary: 'ISO 3166 countries', response: { 200: CountryList } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return countries();
    },
  });

  app.get('/services/user/preferences', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: "One of the user's preferences",
      querystring: PreferenceKeyQuery,
      response: { 200: PreferenceValue, ...errors },
    },
    handler: async (request) => getPreference(serviceContext(request), request.query.key),
  });

  app.put('/services/user/preferences', {
    config: { access: signedIn },
    schema: {
      tags,
      summary: "Store one of the user's preferences",
      querystring: PreferenceKeyQuery,
      body: PutPreferenceRequest,
      response: { 200: PreferenceValue, ...errors },
    },
    handler: async (request) => putPreference(serviceContext(request), request.query.key, request.body.value),
  });
}
