import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log';

describe('the request log', () => {
  it('writes one line per request, naming the method, the URL, the status and the time taken', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino({ level: 'info' }, sink), logController: new OneLineRequestLog() });
    app.get('/services/ping', async () => ({ ok: true }));
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/services/ping?x=1' });
    await app.close();
    expect(response.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.reqId);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/services/ping?x=1' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]!.responseTime).toEqual(expect.any(Number));
  });
});
