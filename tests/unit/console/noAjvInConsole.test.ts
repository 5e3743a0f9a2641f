import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** The modules a file imports for their values (not `import type`), as written. */
const valueImports = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);

const ALIASES: Record<string, string> = { '@shared/': 'src/shared/', '@resources/': 'resources/', '@schemas/': 'schemas/' };
function resolveLocal(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const base = alias ? resolve(ALIASES[alias], spec.slice(alias.length)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => /\.tsx?$/.test(p) && existsSync(p)) ?? null;
}

describe('the console ships no ajv', () => {
  it('no module the console imports (through src/shared too) imports ajv or ajv-formats for its values', () => {
    // ajv compiles with new Function, which the console's Content-Security-Policy refuses, and weighs
    // ~45 kB compressed: the forms check values with src/shared/schemas/interpret.ts instead.
    const seen = new Set<string>();
    const queue = files('src/console').map((f) => resolve(f));
    const offenders: string[] = [];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of valueImports(file)) {
        if (spec === 'ajv' || spec === 'ajv-formats') offenders.push(`${file.replace(`${process.cwd()}/`, '')} imports ${spec}`);
        const local = resolveLocal(file, spec);
        if (local) queue.push(local);
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
