import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// React and the router load on every page and change least, so they keep long-lived chunks. The router has
// its own, because the guest's capture page (/r/*) loads React without it. Other packages are left to
// Rollup's own splitting: a chunk per package holds everything *any* screen uses of it (e.g. react-i18next's
// <Trans> of the back office), and /login would load all of it.
const vendorChunks: Record<string, readonly string[]> = {
  react: ['react', 'react-dom', 'scheduler'],
  router: ['react-router'],
};

function vendorChunkFor(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (!match?.[1]) return undefined;
  const pkg = match[1];
  for (const [chunk, prefixes] of Object.entries(vendorChunks)) {
    if (prefixes.some((prefix) => pkg === prefix || pkg.startsWith(`${prefix}/`))) return chunk;
  }
  return undefined;
}

/*
 * The signed-out screens validate with zod/mini; signed-in code parses API data with the full-zod schemas of
 * @venues/contracts. Both build on zod/v4/core, and tree-shaking is global, so one shared core would carry
 * everything full zod needs (~20 KB gzip) onto /login. In the build, zod/mini and whatever it imports get a
 * copy of their own (a module id suffix), which keeps only what the mini schemas use (~6 KB). Signed-in pages
 * load both copies; zod's checks are duck-typed (`_zod.traits`), so schemas and errors mix across them.
 */
function zodMiniOwnCore(): Plugin {
  const tag = '?zod-mini';
  return {
    name: 'zod-mini-own-core',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromCopy = importer?.endsWith(tag) === true;
      if (source !== 'zod/mini' && !fromCopy) return null;
      const resolved = await this.resolve(source, fromCopy ? importer?.slice(0, -tag.length) : importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !/\/node_modules\/zod\//.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${tag}` };
    },
  };
}

/*
 * Every text file of the build over 1 KB gets a Brotli (.br) and a gzip (.gz) copy beside it, compressed
 * once at the highest levels, so that the server sends a phone the smallest encoding it accepts without
 * compressing on each request. The HTML pages are not among them: the server fills them in per request.
 */
const PRECOMPRESSED = /\.(js|css|svg|json|txt|webmanifest)$/;

function precompress(ssr: boolean): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      if (ssr) return;
      // dist/.vite holds the build's manifest, read by the server and never sent.
      for (const file of walk(outDir).filter((name) => !name.includes(`${path.sep}.vite${path.sep}`))) {
        if (!PRECOMPRESSED.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// react-i18next imports use-sync-external-store's shim for React < 18; React 19 has the hook itself.
function reactSyncExternalStore(): Plugin {
  const id = '\0use-sync-external-store-shim';
  return {
    name: 'react-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/*
 * recharts (the report's charts) picks its d3 scales by name from `import * as d3Scales from
 * 'victory-vendor/d3-scale'`, which keeps all of d3-scale in the report's chunk, time scales and their
 * formats included (~8 KB gzip of a 120 KB budget). Its 'auto' scale, the only one the report uses, is
 * linear, band or point (recharts' combineRealScaleType), so recharts gets those three. Tests load recharts'
 * ES build through Vite too (`test` below), and the report's test that draws every chart fails if a chart
 * needs another scale.
 */
const rechartsEsBuild = createRequire(import.meta.url).resolve('recharts/es6/index.js');

function rechartsScales(): Plugin {
  const id = '\0recharts-d3-scale';
  return {
    name: 'recharts-d3-scale',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'victory-vendor/d3-scale' && importer?.includes('/node_modules/recharts/') ? id : null,
    load: (loaded) =>
      loaded === id ? "export { scaleBand, scaleLinear, scalePoint } from 'victory-vendor/d3-scale';" : null,
  };
}

/*
 * The guest's pages are a second HTML entry, capture.html, with a budget of their own (120 KB gzip of JS): the
 * capture page and a mission's page. The API serves it for GET /r/* and /m/*; the dev and preview servers do
 * the same here.
 */
function captureEntry(): Plugin {
  const rewrite = (req: { url?: string | undefined }, _res: unknown, next: () => void) => {
    if (req.url && /^\/[rm]\/[^?]/.test(req.url)) req.url = '/capture.html';
    next();
  };
  return {
    name: 'capture-entry',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

// react-router's package exports only its development build (dev warnings on); its production build is the
// same code with them off.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/development\/index\.m?js$/, 'production/index.mjs');

export default defineConfig(({ command, mode, isSsrBuild = false }) => {
  const apiTarget = `http://127.0.0.1:${loadEnv(mode, '.', '').API_PORT ?? '8081'}`;
  return {
    plugins: [
      react(),
      tailwindcss(),
      zodMiniOwnCore(),
      reactSyncExternalStore(),
      rechartsScales(),
      captureEntry(),
      precompress(isSsrBuild),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: new URL('./src', import.meta.url).pathname },
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    server: {
      port: 8080,
      strictPort: true,
      // The venues' public pages (the wall, a review's share page, the embed and its script) are drawn by the API.
      proxy: {
        '/api': apiTarget,
        '/config.js': apiTarget,
        '/v/': apiTarget,
        '/embed': apiTarget,
        '/privacy': apiTarget,
        '/terms': apiTarget,
      },
    },
    /*
     * The server draws the first screen of the sign-in pages and of the capture page with the app's own
     * components: `vite build --ssr src/server/render.tsx` builds that module for Node into dist-server/,
     * bundled whole so that the API loads it without resolving the web app's packages.
     */
    ssr: { noExternal: true },
    // React's production build on the server too, whatever NODE_ENV the API runs with.
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild
      ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: 'dist',
          // Every browser the app supports preloads modules natively.
          modulePreload: { polyfill: false },
          // The server reads it to preload a drawn screen's chunks (dist/.vite/manifest.json).
          manifest: true,
          rollupOptions: {
            input: {
              main: fileURLToPath(new URL('./index.html', import.meta.url)),
              capture: fileURLToPath(new URL('./capture.html', import.meta.url)),
            },
            output: {
              manualChunks: vendorChunkFor,
              // Rollup splits out every module that two screens share, down to a one-line constant; each such
              // chunk costs a request and its own import/export glue (/login loaded five of them, the guest's
              // pages fourteen). Side-effect-free chunks under 2,000 bytes merge into a chunk likely loaded
              // under the same conditions: on a slow phone a request costs more than a kilobyte loaded early.
              experimentalMinChunkSize: 2000,
            },
          },
        },
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // A 2-core machine that also builds or runs the API tests renders a lazy route in seconds, not milliseconds.
      testTimeout: 20_000,
      // recharts' ES build, transformed by Vite as in the app's build, so that rechartsScales() applies.
      alias: [{ find: /^recharts$/, replacement: rechartsEsBuild }],
      server: { deps: { inline: ['recharts'] } },
    },
  };
});
