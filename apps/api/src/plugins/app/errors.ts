import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@venues/contracts/errors';
import { createOutageReporter, isDatabaseUnavailable } from '../../lib/database-outage';
import { isDatabaseBusy } from '../../db/pglite-thread';
import { HttpError } from './http-error';

/** Seconds a client should wait before trying again while the database is out of reach. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** Seconds a client should wait before trying again when the embedded database's queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** Every error leaves the API in one shape: { error: { code, message, fields? } }. */
export const errorsPlugin = fp(
  async (app) => {
    const reportOutage = createOutageReporter((error, suppressed) =>
      app.log.error({ err: error, suppressed }, 'database unavailable: answering 503 until it is back'),
    );
    const reportBusy = createOutageReporter((error, suppressed) =>
      app.log.warn({ err: error, suppressed }, 'database queue full: answering 503 to new queries'),
    );

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const where =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            (error.validationContext ?? 'input');
          (fields[where] ??= []).push(issue.message ?? 'Invalid value');
        }
        return reply.status(400).send({
          error: { code: 'validation/invalid-input', message: 'The request is not valid.', fields },
        });
      }
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send({ error: { code: error.code, message: error.message, fields: error.fields } });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.status(429).send(error);
      if (status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large.
        return reply
          .status(status)
          .send({ error: { code: 'validation/invalid-input', message: error.message } });
      }
      if (isDatabaseBusy(error)) {
        reportBusy(error);
        return reply
          .status(503)
          .header('retry-after', BUSY_RETRY_AFTER_SECONDS)
          .send({
            error: { code: 'service/unavailable', message: 'The service is busy, please retry in a moment.' },
          });
      }
      if (isDatabaseUnavailable(error)) {
        reportOutage(error);
        return reply
          .status(503)
          .header('retry-after', OUTAGE_RETRY_AFTER_SECONDS)
          .send({
            error: {
              code: 'service/unavailable',
              message: 'The service is briefly unavailable, please retry.',
            },
          });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        error: { code: 'internal', message: 'An unexpected error occurred, please contact support' },
      });
    });
  },
  { name: 'errors' },
);

/** Response schemas for refusals, so that OpenAPI shows them. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  503: apiErrorSchema,
} as const;

type ErrorStatus = keyof typeof errorResponses;

/** The error responses of a route's schema, for the statuses it can refuse with. */
export function refusalsOf<Status extends ErrorStatus>(
  ...statuses: Status[]
): Pick<typeof errorResponses, Status> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<
    typeof errorResponses,
    Status
  >;
}
