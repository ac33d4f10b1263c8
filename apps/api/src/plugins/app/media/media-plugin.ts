import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mediaDir } from '../../../config/env';
import { createUrlSigner, type UrlSigner } from './signed-urls';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../assets');

/** Keys under demo/ are the assets that ship with the repository; the rest are uploads in the media dir. */
export function resolveMedia(key: string, uploadsDir: string): { root: string; file: string } | null {
  const normalized = path.posix.normalize(key);
  if (normalized.startsWith('..') || path.posix.isAbsolute(normalized)) return null;
  const [root, file] = normalized.startsWith('demo/')
    ? [assetsDir, normalized.slice('demo/'.length)]
    : [uploadsDir, normalized];
  return existsSync(path.join(root, file)) ? { root, file } : null;
}

/**
 * Media storage on the local disk. In production the same keys live in object storage behind a CDN;
 * the signed-URL contract stays the same.
 */
export const mediaPlugin = fp(
  async (app) => {
    app.decorate('urlSigner', createUrlSigner(app.env.MEDIA_SIGNING_SECRET, app.env.MEDIA_URL_TTL_SECONDS));
    app.decorate('mediaDir', mediaDir(app.env));
    // Public demo avatars; sendFile (with Range support) for videos comes from this registration too.
    await app.register(fastifyStatic, {
      root: path.join(assetsDir, 'demo-avatars'),
      prefix: '/media/demo/avatars/',
      decorateReply: !app.hasReplyDecorator('sendFile'),
      maxAge: '7d',
      immutable: true,
    });
  },
  { name: 'media' },
);

declare module 'fastify' {
  interface FastifyInstance {
    urlSigner: UrlSigner;
    mediaDir: string;
  }
}
