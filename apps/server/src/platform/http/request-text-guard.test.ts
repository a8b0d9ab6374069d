import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonValue, text } from '@app/shared/validation/text';
import { requestTextGuardPlugin } from './request-text-guard';

/** Starts an app with the guard and one POST /things route declaring `schema`. */
async function startWith(schema: Record<string, z.ZodType>) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestTextGuardPlugin);
  await app.register(async (routes) => {
    routes.post('/things/:id', { schema }, async () => ({}));
  });
  await app.ready();
  return app;
}

describe('request text guard', () => {
  it('refuses at start-up a route whose body, query, params or headers take text without the control-character rule', async () => {
    await expect(
      startWith({
        params: z.object({ id: z.string() }),
        querystring: z.object({ q: z.string().optional() }),
        body: z.object({ name: z.string().trim(), extra: z.record(text(), z.unknown()) }),
        headers: z.object({ 'x-tag': z.string() }),
      }),
    ).rejects.toThrow(
      'Route POST /things/:id accepts text without the control-character rule; build these from text() or jsonValue() ' +
        '(@app/shared/validation/text): params id, querystring q, body name, body extra.*, headers x-tag',
    );
  });

  it('starts a route whose request text is built from text() and jsonValue()', async () => {
    const app = await startWith({
      params: z.object({ id: z.coerce.number() }),
      body: z.object({ name: text().trim().max(10), note: text({ multiline: true }).nullish(), extra: z.record(text(), jsonValue()) }),
    });
    expect((await app.inject({ method: 'POST', url: '/things/1', payload: { name: 'Ann', extra: {} } })).statusCode).toBe(200);
    await app.close();
  });
});
