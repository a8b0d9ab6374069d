import type { IncomingMessage } from 'node:http';

/** How long a body may keep arriving after its request was answered before the connection is closed. */
const LINGER_MS = 30_000;

/**
 * After an answer given before the request body was read to its end (a 413 at the first byte over an
 * upload limit), reads and discards the rest, so a client still sending gets to read the answer and the
 * connection can serve its next request. Nothing of it is kept; a body still coming after LINGER_MS
 * closes the connection.
 */
export function discardUnreadBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  const timer = setTimeout(() => request.socket.destroy(), LINGER_MS).unref();
  request.once('end', () => clearTimeout(timer));
  request.once('close', () => clearTimeout(timer));
  request.resume();
}
