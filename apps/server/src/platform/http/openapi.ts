import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI generated from the routes' zod schemas; UI at /services/docs, JSON at /services/docs/json.
 * Each operation carries its declared `config.access` as `x-access`, so readers (and the generated
 * tenant-isolation test) see who may call it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'VendorProof API',
        description:
          'JSON API of the vendor-compliance platform. Writes need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie. ' +
          'Errors use the envelope { error: { code, message, fieldErrors? } }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'SESSION' } },
      },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      return access ? { ...result, schema: { ...result.schema, 'x-access': access } } : result;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/services/docs', staticCSP: true });
}
