import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The tus endpoint (resumable uploads) of the guests' videos. The tus server reads the raw request, so
 * Fastify hands it over untouched; authorization happens in the server's hooks (upload-hooks.ts).
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await app.tusServer.handle(request.raw, reply.raw);
  };
  const schema = {
    tags: ['capture'],
    summary:
      'tus 1.0.0 resumable upload of a review video (creation, HEAD, PATCH); bearer token of the guest',
  };
  for (const url of ['/', '/*']) {
    app.route({ method: ['POST', 'HEAD', 'PATCH', 'OPTIONS', 'DELETE'], url, schema, handler: handle });
  }
};
