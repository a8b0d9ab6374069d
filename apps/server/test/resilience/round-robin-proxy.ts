import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which upstream served a request through the proxy (index into the upstream list at the time). */
export interface ProxiedRequest {
  method: string;
  url: string;
  upstream: number;
  status?: number;
}

/**
 * A small round-robin HTTP proxy (a load balancer without sticky sessions): each request goes to the next
 * upstream in turn, body streamed both ways, X-Forwarded-For set. An upstream that fails before it
 * answers gets the client a 502 (the client retries, as browsers and SPAs do on a failed request).
 */
export async function startRoundRobinProxy(upstreams: string[]) {
  let turn = 0;
  const served: ProxiedRequest[] = [];
  const server = http.createServer((request, response) => {
    const upstream = turn++ % upstreams.length;
    const target = new URL(upstreams[upstream]!);
    const entry: ProxiedRequest = { method: request.method!, url: request.url!, upstream };
    served.push(entry);
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        entry.status = answer.statusCode;
        response.writeHead(answer.statusCode!, { ...answer.headers, 'x-upstream': String(upstream) });
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      entry.status = 502;
      if (!response.headersSent)
        response.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': String(upstream) }).end('upstream failed');
      else response.destroy();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    upstreams,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
