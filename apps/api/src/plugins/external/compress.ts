import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers over 1 KB of a compressible type (JSON, CSV, HTML, JavaScript…) go out as Brotli or gzip, by the
 * client's Accept-Encoding. Video, images and PDFs are already compressed and pass as they are; a stream
 * (a CSV export) stays a stream. Brotli at quality 4 costs about as much CPU as gzip for a smaller body;
 * the web build's files come precompressed at the highest levels instead (see plugins/app/web.ts).
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
