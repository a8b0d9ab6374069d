import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request instead of Fastify's two ("incoming request" and "request completed"): at
 * the default level every request was written to the log twice, each a JSON serialisation and a
 * synchronous write to stdout (decision 396). The one line, at the end, names the request (method, URL,
 * client address, by Fastify's `req` serializer), the status and the time taken; a request that failed
 * is still logged at `error` by Fastify's own rule.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
