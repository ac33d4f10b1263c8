import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CONFIG_GLOBAL, type AppConfig } from '@venues/contracts/app-config';
import { PAGE_DATA, pageDataBlock, type ServerRenderer } from '@venues/contracts/page-data';
import { webPaths } from '@venues/contracts/web-paths';
import { isLocalMode } from '../../config/env';
import { pageLanguage } from '../../lib/language';
import { openCaptureCode } from './capture/open-code';
import { escapeHtml } from './mail/templates/layout';
import { openMission } from './missions/open-mission';

/*
 * One origin serves the API and the web build. Each page carries the browser's runtime configuration, so
 * one build runs against any deployment; the sign-in pages and the capture page come with their first
 * screen drawn, so that a phone shows it before any script has loaded. The guest's pages (the capture page
 * and a mission's page) share one entry, capture.html.
 */

/** Adds a request header to Vary, keeping the fields already there (CORS's Origin). */
function varyOn(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((name) => name.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}

const CONFIG_SCRIPT = '<script src="/config.js"></script>';
const ROOT = '<div id="root"></div>';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The build's manifest (chunk by source module), when the build wrote one. */
function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The files of a module's chunk and of every chunk it imports, at once or through them. */
function chunkFiles(manifest: Manifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}

/** A page of the build, its configuration written in: the rest is filled per request. */
class PageTemplate {
  private readonly before: string;
  private readonly after: string;

  constructor(html: string, config: AppConfig) {
    const withConfig = html.replace(CONFIG_SCRIPT, pageDataBlock(PAGE_DATA.config, config));
    const [before = withConfig, after = ''] = withConfig.split(ROOT);
    this.before = before;
    this.after = after;
  }

  /**
   * The page in `language`, with a drawn first screen (`root`), data blocks after it, and its screen's
   * chunks (`preload`) preloaded beside the entry's, so that the script takes the screen over sooner.
   * `title` and `description`, plain text, replace the page's own.
   */
  fill(
    language: string,
    {
      root = '',
      data = '',
      preload = [] as readonly string[],
      title = undefined as string | undefined,
      description = undefined as string | undefined,
    } = {},
  ): string {
    const links = preload
      .filter((file) => !this.before.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    let head = this.before
      .replace(/<html lang="[a-z-]*"/i, `<html lang="${language}"`)
      .replace('</head>', `${links}</head>`);
    // A drawn first screen needs only the HTML and the stylesheet to paint: its scripts, which take the
    // screen over afterwards, yield the connection to the stylesheet instead of competing with it.
    if (root)
      head = head.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
    if (title !== undefined)
      head = head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    if (description !== undefined) {
      head = head.replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeHtml(description)}"`,
      );
    }
    return `${head}<div id="root">${root}</div>${data}${this.after}`;
  }
}

/** The web build's server renderer, beside the build (dist-server/), if it was built. */
async function loadRenderer(app: FastifyInstance, dist: string): Promise<ServerRenderer | undefined> {
  const file = path.join(dist, '..', 'dist-server', 'render.js');
  if (!existsSync(file)) return undefined;
  try {
    const module = (await import(pathToFileURL(file).href)) as { serverRenderer?: ServerRenderer };
    return module.serverRenderer;
  } catch (error) {
    app.log.error({ err: error }, 'web: the server renderer failed to load; pages start empty');
    return undefined;
  }
}

const CAPTURE_PATH = /^\/[rm](\/|$)/;
const CAPTURE_CODE_PATH = /^\/r\/([^/]+)\/?$/;
const MISSION_PATH = /^\/m(\/|$)/;
const MISSION_CODE_PATH = /^\/m\/([^/]+)\/?$/;
/** The head of a mission's page before its mission is known: the brand, and no description. */
const MISSION_FALLBACK_HEAD = { title: 'Venues', description: '' };

export const webPlugin = fp(
  async (app) => {
    const { env } = app;
    const config: AppConfig = {
      firebase: {
        apiKey: env.FIREBASE_API_KEY,
        authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: env.FIREBASE_PROJECT_ID,
        appId: env.FIREBASE_APP_ID,
        storageBucket: env.FIREBASE_STORAGE_BUCKET,
        measurementId: env.FIREBASE_MEASUREMENT_ID,
      },
      authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
      localMode: isLocalMode(env),
      supportEmail: env.SUPPORT_EMAIL,
      salesEmail: env.SALES_EMAIL,
      whatsappNumber: env.WHATSAPP_NUMBER,
    };
    const script = `window.${APP_CONFIG_GLOBAL} = ${JSON.stringify(config)};\n`;

    // The development server's pages load the configuration from here.
    app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
    );

    const dist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined;
    const hasWeb = dist !== undefined && existsSync(path.join(dist, 'index.html'));
    // The guests' capture page is an entry of its own, with none of the dashboard's code.
    const hasCapture = dist !== undefined && existsSync(path.join(dist, 'capture.html'));
    if (hasWeb) {
      // A file of the build may go out as its .br or .gz copy: a cache must key it by Accept-Encoding.
      app.addHook('onSend', async (request, reply, payload) => {
        if (!request.url.startsWith('/api/')) varyOn(reply, 'Accept-Encoding');
        return payload;
      });
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        decorateReply: !app.hasReplyDecorator('sendFile'),
        // Without this, send's own max-age=0 header replaces the one set below.
        cacheControl: false,
        // The build's .br and .gz copies, chosen by Accept-Encoding, with Vary set.
        preCompressed: true,
        setHeaders: (response, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    // The two pages, read once: every unknown path of the app answers with one of them.
    const read = (name: string) =>
      new PageTemplate(readFileSync(path.join(dist ?? '', name), 'utf8'), config);
    const pages = hasWeb
      ? { dashboard: read('index.html'), capture: hasCapture ? read('capture.html') : undefined }
      : undefined;
    const renderer = hasWeb && dist ? await loadRenderer(app, dist) : undefined;
    // The chunks of each drawn dashboard screen, resolved once from the build's manifest.
    const manifest = renderer && dist ? readManifest(dist) : {};
    const screenChunks = new Map(
      Object.entries(renderer?.dashboardPages ?? {}).map(([page, module]) => [
        page,
        chunkFiles(manifest, module),
      ]),
    );

    /** The page for a path, its first screen drawn when the renderer knows it; empty if drawing fails. */
    async function pageFor(
      { dashboard, capture: capturePage }: NonNullable<typeof pages>,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<string> {
      const language = pageLanguage(request);
      const { pathname } = new URL(request.url, 'http://page');
      const capture = CAPTURE_PATH.test(pathname) && capturePage;
      const page = capture || dashboard;
      const mission = capture && MISSION_PATH.test(pathname);
      // A mission's page never has the capture page's title: the offer's, once the mission is known.
      let head: { title?: string; description?: string } = mission ? MISSION_FALLBACK_HEAD : {};
      try {
        if (mission) {
          const code = MISSION_CODE_PATH.exec(pathname)?.[1];
          if (code === undefined || !renderer) return page.fill(language, head);
          const decoded = decodeURIComponent(code);
          // The page carries the mission: its script does not ask again.
          const block = { code: decoded, data: await openMission(app, decoded) };
          if (block.data) {
            head = {
              title: `${block.data.reward || block.data.title} · ${block.data.venue.name}`,
              description: block.data.title,
            };
          }
          varyOn(reply, 'Accept-Language');
          varyOn(reply, 'Cookie');
          return page.fill(language, {
            ...head,
            root: await renderer.renderCapturePage(pathname, language, block),
            data: pageDataBlock(PAGE_DATA.mission, block),
          });
        }
        if (capture) {
          // The withdrawal page needs the guest's link to say anything: its script draws it.
          const code =
            pathname === webPaths.captureWithdraw() ? undefined : CAPTURE_CODE_PATH.exec(pathname)?.[1];
          if (code === undefined || !renderer) return page.fill(language);
          const decoded = decodeURIComponent(code);
          // The page carries the code's answer: its script does not ask again, and the scan counts once.
          const block = { code: decoded, data: await openCaptureCode(app, decoded) };
          varyOn(reply, 'Accept-Language');
          varyOn(reply, 'Cookie');
          return page.fill(language, {
            root: await renderer.renderCapturePage(pathname, language, block),
            data: pageDataBlock(PAGE_DATA.captureCode, block),
          });
        }
        const preload = screenChunks.get(pathname.replace(/(.)\/$/, '$1'));
        if (!renderer || !preload) return page.fill(language);
        varyOn(reply, 'Accept-Language');
        varyOn(reply, 'Cookie');
        return page.fill(language, {
          root: await renderer.renderDashboardPage(request.url, language),
          preload,
        });
      } catch (error) {
        // The page still works: its script draws the screen.
        request.log.error({ err: error }, 'web: drawing the first screen failed');
        return page.fill(language, head);
      }
    }

    // Every other GET outside the API is a page of the app: a route, so that compression applies to it.
    if (pages) {
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        if (request.url.startsWith('/api/')) return reply.callNotFound();
        const html = await pageFor(pages, request, reply);
        // A page is revalidated, so that a deploy reaches every browser at once.
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      });
    }

    /*
     * A sign-in form sent before the page's script took it over posts to its own page (a GET would put the
     * password in the URL): the browser goes back to the page, and the body is dropped unread.
     */
    if (pages) {
      await app.register(async (formPosts) => {
        formPosts.addContentTypeParser(
          ['application/x-www-form-urlencoded', 'multipart/form-data'],
          (_request, payload, done) => {
            payload.resume();
            done(null, undefined);
          },
        );
        formPosts.post('/*', { schema: { hide: true } }, async (request, reply) =>
          request.url.startsWith('/api/') ? reply.callNotFound() : reply.redirect(request.url, 303),
        );
      });
    }

    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ error: { code: 'not-found', message: `No route for ${request.method} ${request.url}.` } }),
    );
  },
  { name: 'web' },
);
