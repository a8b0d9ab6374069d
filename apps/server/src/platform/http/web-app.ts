import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

const INDEX_HTML = /index\.html(\.br|\.gz)?$/;
/** Vite's output under assets/ carries a content hash in its name: a new build is a new name. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+$/;

/**
 * Crawlers may read the public pages (the SPA's one document); the API answers nothing worth indexing.
 * Served so a crawler's (and Lighthouse's) request finds a valid file instead of a 404 (issue 20).
 */
const ROBOTS_TXT = 'User-agent: *\nDisallow: /services/\nDisallow: /csarf/\n';

/** The cache header of a file of the build: hashed assets for a year, index.html always revalidated, the rest for a day. */
function webCacheControl(filePath: string): string {
  if (INDEX_HTML.test(filePath)) return 'no-cache';
  if (HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable';
  // Unhashed files copied from public/ (favicon.svg) keep their name across builds.
  return 'public, max-age=86400';
}

/** An inline script of an HTML page: a <script> element without src, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source expressions ('sha256-…', without quotes) of the inline scripts of the build's index page
 * (the start-up calls, decision 228), so that the policy allows exactly those; none without a build.
 */
export function inlineScriptHashes(distDir = WEB_DIST): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64');
  return [...html.matchAll(INLINE_SCRIPT)].map(([, text]) => `sha256-${sha256(text ?? '')}`);
}

/** Serves the built React app under /v2/ and sends / there. */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST): Promise<void> {
  app.get('/', { config: { access: { public: true } } }, (_request, reply) => reply.redirect('/v2/'));
  app.get('/robots.txt', { config: { access: { public: true } } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
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
      res.header('cache-control', webCacheControl(filePath));
    },
  });
  app.get('/v2', { config: { access: { public: true } } }, (_request, reply) => reply.redirect('/v2/'));
}
