// The production build of the API: one ES module, dist/server.js, run by plain `node` (no tsx at run
// time). npm packages stay external and load from node_modules; the workspace's TypeScript packages
// (@venues/contracts) are bundled in, since Node cannot load their .ts sources.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies }).filter((name) => !name.startsWith('@venues/'));

await build({
  entryPoints: ['src/server.ts', 'src/cli/admin.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some dependencies are CommonJS that expect require() in an ES module bundle.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
