import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@resources': r('./resources'), '@schemas': r('./schemas') };

/** The test files under `dir` that replace a module with vi.mock (found, not listed: a new one is isolated too). */
const mockingFiles = (dir: string, suffix: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith(suffix) && readFileSync(join(dir, f), 'utf8').includes('vi.mock('))
  .map((f) => join(dir, f));
const UI_MOCKING_FILES = mockingFiles('tests/ui', '.test.tsx');
const UNIT_MOCKING_FILES = mockingFiles('tests/unit', '.test.ts');

/**
 * Assertion messages show the values, not "[ Array(1) ]", up to 2,000 characters: a CI log keeps only
 * npm test's tail, whose "Failed tests:" list carries each failure's first line and nothing else.
 */
const chaiConfig = { truncateThreshold: 2_000 };

/**
 * What both unit projects share. 30 s, not vitest's 5: unit files share the machine with three other
 * lanes of `npm test`, and compiling every schema (registry.test.ts) once ran past 5 s there.
 */
const UNIT = { resolve: { alias }, test: { environment: 'node' as const, chaiConfig, testTimeout: 30_000 } };

/** What both UI projects share. */
const UI = { plugins: [react()], resolve: { alias }, test: { environment: 'jsdom' as const, setupFiles: ['tests/ui/setup.ts'], testTimeout: 60_000, chaiConfig } };

// One config, six projects: unit, unit-isolated and api run in node, ui and ui-isolated in jsdom, e2e drives Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // One module graph for the unit files (isolate: false), as the UI's: 32 → 17 s of processor time
      // alone; a file that replaces a module (vi.mock) runs isolated.
      { ...UNIT, test: { ...UNIT.test, name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: [...configDefaults.exclude, ...UNIT_MOCKING_FILES], isolate: false } },
      { ...UNIT, test: { ...UNIT.test, name: 'unit-isolated', include: UNIT_MOCKING_FILES } },
      {
        resolve: { alias },
        test: {
          name: 'api', environment: 'node', chaiConfig, include: ['tests/api/**/*.test.ts'],
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
      // UI files share one module graph per worker (isolate: false): importing react-admin and MUI once,
      // not per file, halves the lane's time. setup.ts starts each file signed out with empty storage;
      // a file that replaces a module (vi.mock) runs isolated, as a mock cannot replace what is loaded.
      // 60 s a test (browser tests 300 s): a bound for a hang, not a speed check; a form test taking 6 s
      // alone took 17 s beside the three other lanes of npm test at load 8, and 30 s once.
      // Two workers, not vitest's one on a 2-core box: the UI files run last in npm test's longest lane, and
      // alone with one worker they left a core idle for the last minute (alone: 94 s → 52 s, same processor time).
      { ...UI, test: { ...UI.test, name: 'ui', include: ['tests/ui/**/*.test.tsx'], exclude: [...configDefaults.exclude, ...UI_MOCKING_FILES], isolate: false, maxWorkers: 2 } },
      { ...UI, test: { ...UI.test, name: 'ui-isolated', include: UI_MOCKING_FILES } },
      {
        resolve: { alias },
        test: {
          name: 'e2e', environment: 'node', chaiConfig, include: ['tests/e2e/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000, fileParallelism: false,
          // One module graph for every file (each starts its own server and browser in beforeAll): playwright
          // and the declarations the walks read are imported once, not once per file.
          isolate: false,
          globalSetup: ['tests/e2e/helpers/seededDataDir.ts'],
        },
      },
    ],
  },
});
