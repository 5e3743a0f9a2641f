import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import viteConfig from '../../../vite.config';

const require = createRequire(import.meta.url);

describe('the console build: node-polyglot\'s Object.entries polyfill', () => {
  const alias = (viteConfig as { resolve: { alias: Record<string, string> } }).resolve.alias['object.entries'];

  it('is the browser\'s own Object.entries, not the polyfill package and its helpers', () => {
    expect(alias).toMatch(/src[\\/]console[\\/]i18n[\\/]objectEntries\.cjs$/);
    expect(require(alias)).toBe(Object.entries);
  });

  it('is what node-polyglot asks for by that name and calls as a function (an upgrade that stops doing so is seen here)', () => {
    const polyglot = readFileSync(require.resolve('node-polyglot'), 'utf8');
    expect(polyglot).toContain("require('object.entries')");
    expect(polyglot).toMatch(/\bentries\(/);
  });
});
