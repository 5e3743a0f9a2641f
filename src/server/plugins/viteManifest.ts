/** Vite's build manifest (dist/.vite/manifest.json), as the server and `npm run size` read it. */

/** One entry of the manifest, keyed by its source path (only the fields read here). */
export interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>;

/** Every chunk the given modules need before they run (themselves and their static imports), as manifest keys. */
export const chunkClosure = (manifest: Manifest, keys: string[]): Set<string> => new Set(chunksInRunOrder(manifest, keys));

/**
 * The chunks the given modules need (chunkClosure), in an order they can run one at a time: each
 * after every chunk it imports (depth first, imports before importers; a cycle's chunks in the
 * order first met). The console runs the chunks a page's HTML names in this order, one per task
 * (src/console/routing/runNamedChunks.ts).
 */
export function chunksInRunOrder(manifest: Manifest, keys: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
    order.push(key);
  };
  for (const key of keys) visit(key);
  return order;
}
