import { SchemaRegistry } from '@shared/schemas/registry';
import { schemaList } from './schemaFiles';

/** The same ajv validators the server uses, compiled once in the browser (lazy: forms only). */
export const registry = new SchemaRegistry(schemaList);
