import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { createAjv, withColumnBounds, type SchemaRegistry } from '../../shared/schemas/registry';

/*
 * Route validators, compiled once per process and each at its route's first request: ajv's code
 * generation was most of what building the app costs (0.6 s of a 3 s start on a 2-core box, for
 * 200+ routes of which a start, a browser test's server or a user's session uses a few dozen), and
 * a process that builds it again (each API test file builds one, in one process) would compile the
 * same schemas again. A compiled validator depends only on its schema, the ajv options and the
 * schemas it may refer to: body schemas compile with the entity registry's ajv (keyed by the
 * registry's schemas), query strings and path parameters with one coercing ajv. `compileAll`
 * compiles every one not yet asked for: a test runs it, so a schema ajv refuses fails there and
 * not at a route's first request.
 */
const compiled = new Map<string, LazyValidator>();
let queryAjv: Ajv | undefined;

type LazyValidator = ValidateFunction & { compile: () => ValidateFunction };

/** A validator that compiles on its first call; it carries the compiled one's errors, as fastify reads them. */
function lazyValidator(compile: () => ValidateFunction): LazyValidator {
  let validate: ValidateFunction | undefined;
  const get = () => (validate ??= compile());
  const run = ((data: unknown) => {
    const v = get();
    const ok = v(data);
    run.errors = v.errors;
    return ok;
  }) as LazyValidator;
  run.compile = get;
  return run;
}

/** Compiles every route validator made so far that no request has needed yet; answers how many there are in all. */
export function compileAll(): number {
  for (const v of compiled.values()) v.compile();
  return compiled.size;
}

/** The validator compiler of an app whose bodies refer to `registry`'s schemas (src/shared/schemas/bounds.ts applies). */
export function cachedValidatorCompiler(registry: SchemaRegistry): FastifySchemaCompiler<unknown> {
  const registryKey = createHash('sha256').update(JSON.stringify(registry.all())).digest('hex');
  return ({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? registryKey : 'query'}\n${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = lazyValidator(() => (body ? registry.ajv : (queryAjv ??= createAjv(true))).compile(withColumnBounds(schema as object)));
      compiled.set(key, validate);
    }
    return validate;
  };
}
