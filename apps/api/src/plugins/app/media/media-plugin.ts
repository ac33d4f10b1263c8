import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mediaDir, s3Settings } from '../../../config/env';
import { assetsDir, createLocalMediaStore, type MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';
import { createUrlSigner, type UrlSigner } from './signed-urls';

/** Media storage (local disk under DATA_DIR, or S3 with S3_BUCKET) and the signer of the URLs that reach it. */
export const mediaPlugin = fp(
  async (app) => {
    app.decorate('urlSigner', createUrlSigner(app.env.MEDIA_SIGNING_SECRET, app.env.MEDIA_URL_TTL_SECONDS));
    const local = createLocalMediaStore(mediaDir(app.env));
    const s3 = s3Settings(app.env);
    app.decorate('mediaStore', s3 ? createS3MediaStore(s3, local) : local);
    // Public demo avatars; sendFile (with Range support) for media comes from this registration too.
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
    mediaStore: MediaStore;
  }
}
