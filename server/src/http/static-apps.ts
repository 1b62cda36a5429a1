import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { sendEnvelope } from './envelope';
import { preloadHints } from './preload-hints';

/** Folder of each remote's build, served at /apps/<folder>/, and its federation name. */
export const REMOTE_APPS = [
  { name: 'mf_auth', folder: 'mf-auth' },
  { name: 'mf_hr', folder: 'mf-hr' },
  { name: 'mf_internet', folder: 'mf-internet' },
  { name: 'mf_security', folder: 'mf-security' },
] as const;

/** What /remotes.json answers: each remote's federation name → the URL of its mf-manifest.json. */
const remotesConfig = z.object({ remotes: z.record(z.string().min(1), z.string().min(1)) });

export function defaultRemotesConfig(): z.output<typeof remotesConfig> {
  return {
    remotes: Object.fromEntries(REMOTE_APPS.map((r) => [r.name, `/apps/${r.folder}/mf-manifest.json`])),
  };
}

const SIGN_IN_PATH = /^\/auth\/login\/?$/;
const isPortal = (pathname: string) => pathname === '/portal' || pathname.startsWith('/portal/');
const SIGN_IN_FILE = 'sign-in.html';

// Entry files change on every deploy and must be asked for again; hashed chunks never change.
// The file sent may be the build's precompressed copy (main.1a2b3c4d.js.br): judged by the original.
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/.test(base);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The shell at /, each remote's own build folder at /apps/<folder>/, and /remotes.json, the run-time
 * config that tells the shell where the remotes are (REMOTES_FILE overrides it, read on each request,
 * so a remote moves without restarting or rebuilding anything).
 */
export async function staticApps(app: FastifyInstance): Promise<void> {
  const { appsRoot, remotesFile, portalDist } = app.deps.config;
  const shellDist = path.join(appsRoot, 'shell', 'dist');

  // Files are looked up per request (wildcard), so a redeployed shell's new chunks are served without a restart.
  // preCompressed: the build's .br/.gz copy when the browser accepts it (with Vary: accept-encoding),
  // else the plain file, which compression.ts compresses on the fly if it is big enough.
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: 'index.html', preCompressed: true, setHeaders: setCacheHeaders });
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: path.join(appsRoot, remote.folder, 'dist'),
      prefix: `/apps/${remote.folder}/`,
      decorateReply: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // The subscriber portal (docs/portal.md): an app of its own, never the shell, built into its own
  // folder (PORTAL_DIST) so it is deployed alone; precompressed and cached as the others.
  await app.register(fastifyStatic, { root: portalDist, prefix: '/portal/', decorateReply: false, preCompressed: true, setHeaders: setCacheHeaders });

  async function readRemotesConfig(): Promise<z.output<typeof remotesConfig>> {
    if (!remotesFile) return defaultRemotesConfig();
    try {
      return remotesConfig.parse(JSON.parse(await fs.promises.readFile(remotesFile, 'utf8')));
    } catch (error) {
      app.log.error({ err: error, remotesFile }, 'REMOTES_FILE unreadable or not { "remotes": { name: url } }; serving the default remotes');
      return defaultRemotesConfig();
    }
  }

  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(await readRemotesConfig()));

  // A page load of the sign-in page gets the shell's sign-in.html, a complete page without the
  // console's framework (docs/performance.md); a shell built before it had none, and its
  // index.html answers as for any other route.
  const signInPage = (pathname: string) => SIGN_IN_PATH.test(pathname) && fs.existsSync(path.join(shellDist, SIGN_IN_FILE));

  // The shell's page, whichever way it is answered (/ or any console route), tells the browser what
  // to fetch next (preload-hints.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' || reply.statusCode !== 200 || !type.startsWith('text/html') || pathname.startsWith('/api') || isPortal(pathname))
      return payload;
    const config = await readRemotesConfig();
    const hints = await preloadHints(app.deps.config, config.remotes, pathname, signInPage(pathname));
    if (hints) reply.header('link', hints);
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/apps/') || request.method !== 'GET') {
      return sendEnvelope(reply, 404, 'Not found.');
    }
    // A portal page (/portal/recharge, a reload or a link) is the portal's index.html, never the shell.
    if (isPortal(url)) {
      if (!fs.existsSync(path.join(portalDist, 'index.html')))
        return reply.code(503).type('text/plain').send('The portal is not built yet: run `npm run build`.');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', portalDist);
    }
    // Any other page is a route of the single-page app: the shell's index.html answers it.
    if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
      return reply.code(503).type('text/plain').send('The console is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile(signInPage(url) ? SIGN_IN_FILE : 'index.html', shellDist);
  });
}
