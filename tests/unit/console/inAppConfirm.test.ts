import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe('confirmations are the console\'s one in-app dialog', () => {
  it('no console file calls the browser\'s confirm(), alert() or prompt()', () => {
    const code = (f: string) => readFileSync(f, 'utf8')
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '') // comments may name them
      .replace(/(await|void|=>) confirm\(/g, ''); // the useConfirm hook's own confirm
    const offenders = files('src/console').filter((f) => /window\.(confirm|alert|prompt)\(|(^|[^.\w])(confirm|prompt)\(/m.test(code(f)));
    expect(offenders).toEqual([]);
  });
});
