import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

const INDEX_HTML = /index\.html(\.br|\.gz)?$/;

/** Serves the built React app under /v2/ and sends / there. */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST): Promise<void> {
  app.get('/', { config: { access: { public: true } } }, (_request, reply) => reply.redirect('/v2/'));
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.get('/v2/*', { config: { access: { public: true } } }, (_request, reply) =>
      reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build:web` (npm start does it).'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/v2/',
    // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs): sent as
    // they are, with content-encoding and vary, to browsers that accept them.
    preCompressed: true,
    // Hashed asset names can be cached for long; index.html (or its compressed copy) must always be revalidated.
    setHeaders: (res, filePath) => {
      res.header('cache-control', INDEX_HTML.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  app.get('/v2', { config: { access: { public: true } } }, (_request, reply) => reply.redirect('/v2/'));
}
