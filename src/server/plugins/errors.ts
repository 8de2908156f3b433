import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_MESSAGES } from '../../shared/http';
import { AppError, isDatabaseUnavailable } from '../lib/errors';

/** One error handler: typed errors keep their status and text; 5xx never leak internals (DESIGN §5). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (!field) continue;
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message ?? 'Invalid value'];
      }
      const first = error.validation[0]?.message ?? STATUS_MESSAGES[400];
      return reply.status(400).send({ message: first, fieldErrors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: STATUS_MESSAGES[503] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: STATUS_MESSAGES[429] });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (415, 413, malformed JSON) carry safe, specific messages.
      return reply.status(status).send({ message: error.message || STATUS_MESSAGES[status] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: STATUS_MESSAGES[500] });
  });
});
