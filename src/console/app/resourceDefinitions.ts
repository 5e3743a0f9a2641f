import { Resource, type ResourceDefinition } from 'react-admin';
import type { ResourceConfig } from '@shared/resources/defineResource';

/**
 * What react-admin knows of each resource (its label and record representation, read by reference
 * fields, titles and labels), built once from the configs as `<Resource>` would register it.
 * Given up front to the /app shell's definitions provider instead of as `<Resource>` children:
 * those register in an effect after the shell's first commit, one state update per resource, and
 * again when react-admin re-reads its children; each pass re-rendered the whole shell in one
 * synchronous task (~110 ms on a phone). Every screen has its own route (resourceRoutes.tsx); the
 * `<Resource>` elements added only a `/<name>/*` route that showed an empty page.
 */
export function resourceDefinitions(configs: ResourceConfig[]): Record<string, ResourceDefinition> {
  return Object.fromEntries(configs.map((r) => [
    r.name,
    Resource.registerResource({ name: r.name, recordRepresentation: r.titleField, options: { label: r.label } }),
  ]));
}
