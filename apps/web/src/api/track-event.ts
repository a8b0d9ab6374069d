import type { AnalyticEventRequest } from '@app/shared/platform/analytic';
import type { AnalyticEventName } from '@app/shared/platform/analytic-events';
import { http } from './http';

/**
 * POST /analytic with one of the named UI events (fire and forget): a failure is reported by the http
 * client's own error event at most, never shown and never in the way of the action that sent it.
 */
export function trackEvent(eventName: AnalyticEventName, eventProperties: Record<string, string | number | boolean> = {}): void {
  const event: AnalyticEventRequest = { eventName, eventProperties };
  http.post('/analytic', event).catch(() => undefined);
}
