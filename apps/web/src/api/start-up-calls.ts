declare global {
  interface Window {
    /** The start-up calls index.html sent before the app's code ran, by URL, until the app takes them. */
    startUpCalls?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The answer to a GET that index.html's start-up script already sent (the feature flags, the current user),
 * handed out once: a later call of the same URL asks the server again (decision 228). Undefined otherwise.
 */
export function takeStartUpCall(method: string, url: string): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.startUpCalls;
  if (method !== 'GET' || !calls) return undefined;
  const answer = calls[url];
  delete calls[url];
  return answer;
}

/** After start-up: a call the app did not take is dropped, so no later call gets its (by then old) answer. */
export function forgetStartUpCalls(): void {
  if (typeof window !== 'undefined') delete window.startUpCalls;
}
