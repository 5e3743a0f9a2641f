import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@resources': r('./resources'), '@schemas': r('./schemas') };

// One config, four projects: unit and api run in node, ui in jsdom, e2e drives Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // 30 s, not vitest's 5: unit files share the machine with three other lanes of `npm test`, and
      // compiling every schema (registry.test.ts) once ran past 5 s there.
      { resolve: { alias }, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000 } },
      {
        resolve: { alias },
        test: {
          name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'],
          // Several real server processes on one database, and PostgreSQL's own paths (*.postgres.test.ts:
          // COPY downloads): PostgreSQL only (PGlite is one process by design and has no COPY TO STDOUT),
          // so on the embedded database these files are not collected at all, never skipped.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['tests/api/multiprocess/**', 'tests/api/**/*.postgres.test.ts'])],
          testTimeout: 60_000, hookTimeout: 120_000,
          // Every file has a database of its own (helpers/database.ts) and runs in one module graph per
          // worker (isolate: false), as the server's modules hold no per-app state: a file no longer
          // spends a second or two re-importing the server. One worker: npm test runs the PGlite and
          // PostgreSQL suites side by side already (src/tools/test-all.ts), beside the other lane.
          maxWorkers: 1, isolate: false,
          globalSetup: ['tests/api/helpers/runDatabases.ts'],
        },
      },
      {
        plugins: [react()], resolve: { alias },
        test: { name: 'ui', environment: 'jsdom', include: ['tests/ui/**/*.test.tsx'], setupFiles: ['tests/ui/setup.ts'], testTimeout: 30_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e', environment: 'node', include: ['tests/e2e/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 300_000, fileParallelism: false,
          globalSetup: ['tests/e2e/helpers/seededDataDir.ts'],
        },
      },
    ],
  },
});
