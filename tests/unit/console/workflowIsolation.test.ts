import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const WORKFLOWS = resolve('src/console/workflows');
const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

/** Every relative module a file names: static and type imports, re-exports, lazy `import()`. */
const specifiers = (text: string): string[] => [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);

/** The workflow folder a path lies in (`chats`), or null outside src/console/workflows/<folder>/. */
const folderOf = (path: string): string | null => {
  const rel = relative(WORKFLOWS, path);
  return rel.startsWith('..') || !rel.includes('/') ? null : rel.split('/')[0];
};

const resolveSpec = (from: string, spec: string): string => {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find((p) => existsSync(p)) ?? base;
};

/** The cross-folder imports of the workflow pages: a workflow that needs another's module names the shared folder it moved to. */
function crossWorkflowImports(root = WORKFLOWS): string[] {
  const found: string[] = [];
  for (const file of files(root)) {
    const own = folderOf(file);
    if (!own) continue;
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      const other = folderOf(resolveSpec(file, spec));
      if (other && other !== own) found.push(`${relative(root, file)} imports ${spec}`);
    }
  }
  return found;
}

describe('workflow pages are independent (issue 21)', () => {
  it('no folder under src/console/workflows imports another: what two workflows share lives in a shared console folder', () => {
    expect(files(WORKFLOWS).length).toBeGreaterThan(50);
    expect(crossWorkflowImports()).toEqual([]);
  });

  it('the check sees a cross import (it would catch one)', () => {
    const fake = join(WORKFLOWS, 'kanban', 'KanbanPage.tsx');
    expect(folderOf(resolveSpec(fake, '../chats/ChatListPage'))).toBe('chats');
    expect(folderOf(resolveSpec(fake, '../../orders/OrderRowsTable'))).toBeNull();
    expect(specifiers("import { a } from '../chats/x';\nconst P = lazy(() => import('../rider/RiderShell'));")).toEqual(['../chats/x', '../rider/RiderShell']);
  });
});
