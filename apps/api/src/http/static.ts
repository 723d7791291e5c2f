/**
 * Serves the three built front ends under /new/ on one machine, with the routing table of ARCHITECTURE.md:
 * portal pages and assets, /new/screen, and the console (index.html fallback) for every other path.
 * In production a CDN or nginx does this instead (deploy/nginx.conf).
 */
import { stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../env';

const HASHED = /^\/(?:_astro|console-assets|screen\/assets)\//;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function registerStatic(app: FastifyInstance, env: Env): Promise<void> {
  const roots = env.webRoots;
  // preCompressed: a build's `<file>.br` / `.gz` is sent instead of the file when the browser accepts it.
  await app.register(fastifyStatic, { root: [roots.portal, roots.console, roots.screen], serve: false, preCompressed: true });
  const existence = new Map<string, boolean>();
  const exists = async (p: string) => {
    const known = existence.get(p);
    if (known !== undefined && env.production) return known;
    const found = await isFile(p);
    existence.set(p, found);
    return found;
  };

  const send = (reply: FastifyReply, root: string, file: string, rel: string) => {
    reply.header('cache-control', HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('vary', 'accept-encoding');
    return reply.sendFile(file, root);
  };

  /** Where a /new/-relative path lives, or null. */
  async function resolve(rel: string): Promise<{ root: string; file: string } | null> {
    const clean = normalize(rel).replace(/^(\.\.[/\\])+/, '');
    if (clean === '/screen' || clean.startsWith('/screen/')) {
      const f = clean.replace(/^\/screen/, '') || '/';
      if (f !== '/' && (await exists(join(roots.screen, f)))) return { root: roots.screen, file: f };
      return (await exists(join(roots.screen, 'index.html'))) ? { root: roots.screen, file: 'index.html' } : null;
    }
    for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
      if (candidate !== '/' && (await exists(join(roots.portal, candidate)))) return { root: roots.portal, file: candidate };
    }
    if (clean !== '/' && (await exists(join(roots.console, clean)))) return { root: roots.console, file: clean };
    return null;
  }

  app.get('/', (_req, reply) => reply.redirect('/new/home'));
  app.get('/new', (_req, reply) => reply.redirect('/new/home'));
  app.get('/new/*', async (req, reply) => {
    const rel = '/' + ((req.params as { '*': string })['*'] ?? '');
    if (rel === '/') return reply.redirect('/new/home');
    const hit = await resolve(decodeURIComponent(rel));
    if (hit) return send(reply, hit.root, hit.file, rel);
    // A missing asset is a 404, not the console page.
    if (HASHED.test(rel) || /\.[a-z0-9]{2,5}$/i.test(rel)) {
      return reply.code(404).type('text/plain').send('not found');
    }
    // Every other path is a console route; the console shows /404 for what it does not know.
    if (await exists(join(roots.console, 'index.html'))) return send(reply, roots.console, 'index.html', rel);
    return reply.code(404).type('text/plain').send('front ends are not built: run `npm start`');
  });
}
