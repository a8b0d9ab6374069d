/**
 * What the HTTP client needs to know about the app without importing it (the app registers these at
 * start-up): who is signed in, for the UI Error analytics event, and whether the current route needs a
 * session, for the expiry check.
 */
export interface HttpContext {
  currentUser: () => { id: number; username: string; role: string } | null;
  currentRouteNeedsSession: () => boolean;
}

let context: HttpContext = {
  currentUser: () => null,
  currentRouteNeedsSession: () => false,
};

export function configureHttpContext(next: HttpContext): void {
  context = next;
}

export function httpContext(): HttpContext {
  return context;
}
