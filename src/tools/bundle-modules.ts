/**
 * What each chunk of the console build is made of: `npx tsx src/tools/bundle-modules.ts [chunk…]`
 * builds the console (into a temporary directory) and prints, per chunk whose file name starts
 * with one of the given prefixes (default: every chunk the /app shell loads first), its biggest
 * modules by rendered size. Read it before moving modules between chunks (vite.config.ts).
 */
import { build, type Plugin } from 'vite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const prefixes = process.argv.slice(2);
const TOP = 25;

const report: Plugin = {
  name: 'rxdesk-bundle-modules',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (prefixes.length && !prefixes.some((p) => chunk.fileName.startsWith(`assets/${p}`))) continue;
      const modules = Object.entries(chunk.modules).map(([id, m]) => ({ id: id.replace(/^.*node_modules\//, '~/').replace(process.cwd() + '/', ''), size: m.renderedLength }));
      const total = modules.reduce((s, m) => s + m.size, 0);
      console.log(`\n${chunk.fileName}  ${(total / 1000).toFixed(1)} kB rendered, ${modules.length} modules${chunk.isEntry ? ' (entry)' : ''}`);
      // Group node_modules by package, the console's own files one by one.
      const groups = new Map<string, number>();
      for (const m of modules) {
        const key = m.id.startsWith('~/') ? m.id.split('/').slice(0, m.id.startsWith('~/@') ? 3 : 2).join('/') + (m.id.includes('/esm/') ? '/' + m.id.split('/esm/')[1].split('/')[0] : '') : m.id;
        groups.set(key, (groups.get(key) ?? 0) + m.size);
      }
      for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${(v / 1000).toFixed(1).padStart(7)} kB  ${k}`);
    }
  },
};

await build({ logLevel: 'warn', plugins: [report], build: { outDir: mkdtempSync(join(tmpdir(), 'rxdesk-bundle-')), write: false } });
