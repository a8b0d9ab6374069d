import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

/** An app whose one route fails with `error`, as a database call deep in a service would. */
async function appFailingWith(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post('/fail', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

const postgresError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

describe('error handler', () => {
  it('answers 400 when PostgreSQL refuses text with a NUL byte or an invalid byte sequence (22021)', async () => {
    const app = await appFailingWith(postgresError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'));
    const response = await app.inject({ method: 'POST', url: '/fail' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request contains characters that cannot be stored, such as a NUL byte. Remove them and try again.',
      },
    });
  });

  it('answers 400 when PostgreSQL refuses \\u0000 in JSON (22P05)', async () => {
    const app = await appFailingWith(postgresError('22P05', 'unsupported Unicode escape sequence'));
    const response = await app.inject({ method: 'POST', url: '/fail' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 409 when a concurrent duplicate loses to a unique constraint (23505)', async () => {
    const app = await appFailingWith(postgresError('23505', 'duplicate key value violates unique constraint "payment_waivers_key"'));
    const response = await app.inject({ method: 'POST', url: '/fail' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'CONFLICT', message: 'Another request just made this same change. Refresh to see it.' });
  });

  it('still answers 500 without internals for other database errors', async () => {
    const app = await appFailingWith(postgresError('40P01', 'deadlock detected'));
    const response = await app.inject({ method: 'POST', url: '/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({ code: 'INTERNAL', message: 'Something went wrong. Please try again later.' });
  });
});
