import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (the one with migrations/ and assets/), found from this module's location, which
 * is src/config/ when run from the sources and dist/ in the production build.
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no API package root above ${from}`);
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
