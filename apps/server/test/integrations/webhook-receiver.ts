import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a customer's webhook receiver: it keeps every request
 * and answers each path with the next status queued for it (200 when none is).
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.get(path)?.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((delivery) => delivery.path === path),
    /** The statuses the next requests to `path` get, in order. */
    answer(path: string, ...statuses: number[]) {
      answers.set(path, [...(answers.get(path) ?? []), ...statuses]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
