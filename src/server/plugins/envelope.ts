import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, TooManyRequestsError } from '../errors';
import { toFieldErrors, summarise } from '../../shared/schemas/messages';
import { refusalOf, type DbError } from '../generic/dbRefusals';

/**
 * The wire envelope of ARCHITECTURE.md: handlers return their data, this wraps it as
 * `{ success: true, data }`; every failure leaves as `{ success: false, message, error, details? }`.
 */
export function installEnvelope(app: FastifyInstance): void {
  // A callback hook, as the other per-request hooks: no promise and no extra turn per reply (issue 13).
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (!request.url.startsWith('/api/v1/')) return done(null, payload);
    if (payload && typeof payload === 'object' && 'success' in (payload as object)) return done(null, payload);
    done(null, { success: true, data: payload ?? null });
  });

  app.setErrorHandler((error: FastifyError & Partial<AppError>, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.status).send({ success: false, message: error.message, error: error.code, ...(error.details ? { details: error.details } : {}) });
    }
    if (error.validation) {
      const where = error.validationContext === 'querystring' || error.validationContext === 'params' ? error.validationContext : '';
      const details = toFieldErrors(error.validation as never, where);
      return reply.status(400).send({ success: false, message: summarise(details), error: 'VALIDATION_FAILED', details });
    }
    // A refusal of the database (duplicate, missing value, CHECK) names the field by its label.
    const refused = refusalOf(app.registry, error as DbError);
    if (refused) return reply.status(refused.status).send({ success: false, message: refused.message, error: refused.error, ...(refused.details ? { details: refused.details } : {}) });
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      success: false,
      message: status >= 500 ? 'Something went wrong on the server' : error.message,
      error: status >= 500 ? 'INTERNAL' : (error.code ?? 'BAD_REQUEST'),
    });
  });
}
