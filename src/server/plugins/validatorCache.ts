import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { createAjv, withColumnBounds, type SchemaRegistry } from '../../shared/schemas/registry';

/*
 * Route validators, compiled once per process: ajv's code generation is most of what building the
 * app costs, and a process that builds it again (each API test file builds one, in one process)
 * would compile the same schemas again. A compiled validator depends only on its schema, the ajv
 * options and the schemas it may refer to: body schemas compile with the entity registry's ajv
 * (keyed by the registry's schemas), query strings and path parameters with one coercing ajv.
 */
const compiled = new Map<string, ValidateFunction>();
let queryAjv: Ajv | undefined;

/** The validator compiler of an app whose bodies refer to `registry`'s schemas (src/shared/schemas/bounds.ts applies). */
export function cachedValidatorCompiler(registry: SchemaRegistry): FastifySchemaCompiler<unknown> {
  const registryKey = createHash('sha256').update(JSON.stringify(registry.all())).digest('hex');
  return ({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? registryKey : 'query'}\n${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = (body ? registry.ajv : (queryAjv ??= createAjv(true))).compile(withColumnBounds(schema as object));
      compiled.set(key, validate);
    }
    return validate;
  };
}
