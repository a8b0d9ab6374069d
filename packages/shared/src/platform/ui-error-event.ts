/**
 * The UI Error analytics event (spec 002 §7 HTTP behaviour) the web's HTTP layer sends for every failed
 * call. No zod here: the HTTP layer loads with the login page (issue 20).
 */
export const UI_ERROR_EVENT = 'UI Error';

/** Error types of the UI Error event. */
export type UiErrorType = 'Client Timeout' | 'Server Timeout' | 'Server Error' | 'Client Error' | 'Unknown Error';
