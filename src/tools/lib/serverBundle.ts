import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/*
 * The API server's own sources bundled into one ES module, for the tests that start it as a process
 * many times (each browser test file, the multi-process API tests). Started through tsx, a server
 * spends most of its start loading some 300 TypeScript modules through tsx's loader thread:
 * 3.7 s of processor time and 2.5 s to the first answer here, against 2.5 s and 1.7 s from the
 * bundle (an e2e start on the seeded embedded database, idle 2-core box). The sources are the same;
 * packages stay in node_modules (external), so the bundle is written under node_modules/.cache,
 * where Node finds them. `npm start` still runs the sources through tsx, and so does each test of a
 * first start.
 */

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const OWN = /\.(ts|tsx)$/;

/**
 * Each module keeps its own `import.meta.url` (the migrations and schemas folders are found from it),
 * not the bundle's: the text is replaced by the source file's URL as the module is loaded.
 */
const ownUrls: Plugin = {
  name: 'rxdesk-own-module-urls',
  setup(b) {
    b.onLoad({ filter: OWN }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

export interface ServerBundle { entry: string; remove: () => void }

/** Bundles src/server/main.ts into a new folder under node_modules/.cache/rxdesk (0.2–0.3 s); `remove` deletes it. */
export async function bundleServer(): Promise<ServerBundle> {
  const dir = join(ROOT, 'node_modules/.cache/rxdesk/server-bundles', randomBytes(4).toString('hex'));
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, 'src/server/main.ts')], outfile: entry, bundle: true, platform: 'node', format: 'esm', target: 'node20',
    packages: 'external', sourcemap: 'linked', logLevel: 'warning', absWorkingDir: ROOT, plugins: [ownUrls],
    alias: { '@shared': join(ROOT, 'src/shared'), '@resources': join(ROOT, 'resources'), '@schemas': join(ROOT, 'schemas') },
  });
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Node's arguments to start the server: the bundle when given (stack traces mapped to the sources), else the sources through tsx. */
export const serverArgs = (bundle?: string): string[] => (bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'src/server/main.ts']);
