import type { AnalyticEventRequest } from '@app/shared/platform/analytic';
import { http } from '../../../api/http';

/** The landing analytics event of the Reports page (spec 001 §2). */
const REPORTS_LANDING_EVENT = 'Reports Landing';

/** POST /analytic with the landing event; a failure is only reported by the http client, never shown. */
export function logReportsLanding(): void {
  const event: AnalyticEventRequest = { eventName: REPORTS_LANDING_EVENT, eventProperties: {} };
  http.post('/analytic', event).catch(() => undefined);
}
