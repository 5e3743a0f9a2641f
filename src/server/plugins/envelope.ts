import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { toFieldErrors } from '../../shared/schemas/registry';

/**
 * The wire envelope of ARCHITECTURE.md: handlers return their data, this wraps it as
 * `{ success: true, data }`; every failure leaves as `{ success: false, message, error, details? }`.
 */
export function installEnvelope(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.url.startsWith('/api/v1/')) return payload;
    if (payload && typeof payload === 'object' && 'success' in (payload as object)) return payload;
    return { success: true, data: payload ?? null };
  });

  app.setErrorHandler((error: FastifyError & Partial<AppError>, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, message: error.message, error: error.code, ...(error.details ? { details: error.details } : {}) });
    }
    if (error.validation) {
      const details = toFieldErrors(error.validation as never).map((d) => ({
        ...d, field: error.validationContext === 'querystring' || error.validationContext === 'params' ? `${error.validationContext}.${d.field}` : d.field,
      }));
      const first = details[0];
      const message = first ? `${first.field} ${first.message}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}` : 'The request is not valid';
      return reply.status(400).send({ success: false, message, error: 'VALIDATION_FAILED', details });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const pgUnique = (error as { code?: string }).code === '23505';
    if (pgUnique) return reply.status(409).send({ success: false, message: 'That record already exists', error: 'CONFLICT' });
    const pgCheck = (error as { code?: string }).code === '23514';
    if (pgCheck) return reply.status(409).send({ success: false, message: 'That change would break a rule of the data (e.g. stock below zero)', error: 'CONFLICT' });
    return reply.status(status).send({
      success: false,
      message: status >= 500 ? 'Something went wrong on the server' : error.message,
      error: status >= 500 ? 'INTERNAL' : (error.code ?? 'BAD_REQUEST'),
    });
  });
}
