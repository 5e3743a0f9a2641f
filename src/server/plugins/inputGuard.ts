import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';
import type { FieldError } from '../../shared/schemas/messages';

/** Deeper than any body of the contract; a deeper one is refused before a schema walks it. */
const MAX_DEPTH = 32;

/**
 * What JSON Schema cannot say for every string at once: PostgreSQL text cannot hold a NUL byte
 * (a NUL in a search term used to reach the database and answer 500), and no request of ours nests
 * deeply. Runs before validation on the query string, path parameters and JSON body of every route.
 */
export function installInputGuard(app: FastifyInstance): void {
  // A callback hook: no promise per request (issue 13).
  app.addHook('preValidation', (request, _reply, done) => {
    const problems: FieldError[] = [];
    scan(request.params, 'params', 0, problems);
    scan(request.query, 'querystring', 0, problems);
    scan(request.body, '', 0, problems);
    done(problems.length ? new ValidationError(problems) : undefined);
  });
}

function scan(value: unknown, path: string, depth: number, out: FieldError[]): void {
  if (out.length >= 5) return;
  const name = path || '(body)';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push({ field: name, message: `${name} must not contain a NUL character` });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Buffer.isBuffer(value)) return;
  if (depth >= MAX_DEPTH) { out.push({ field: name, message: `${name} is nested too deeply` }); return; }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) { out.push({ field: at, message: `${at.split('\u0000').join('\\0')} must not contain a NUL character` }); continue; }
    scan(item, at, depth + 1, out);
  }
}
