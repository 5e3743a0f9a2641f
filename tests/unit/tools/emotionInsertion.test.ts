import { describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useInsertionEffect } from 'react';
import viteConfig from '../../../vite.config';
import { useInsertionEffectAlwaysWithSyncFallback, useInsertionEffectWithLayoutFallback } from '../../../src/console/layout/emotionInsertion';

const require = createRequire(import.meta.url);
const NAME = '@emotion/use-insertion-effect-with-fallbacks';

describe('the console build: emotion inserts a styled component\'s rules as it renders (emotionInsertion.ts)', () => {
  const alias = (viteConfig as { resolve: { alias: Record<string, string> } }).resolve.alias[NAME];

  it('is what the build gives emotion for its insertion hooks', () => {
    expect(alias).toMatch(/src[\\/]console[\\/]layout[\\/]emotionInsertion\.ts$/);
  });

  it('runs a styled component\'s insertion at once, in its render; global styles keep React\'s insertion effect', () => {
    const insert = vi.fn();
    useInsertionEffectAlwaysWithSyncFallback(insert);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(useInsertionEffectWithLayoutFallback).toBe(useInsertionEffect);
  });

  it('is the module emotion\'s styled components import both hooks from, by that name (an upgrade that stops doing so is seen here)', () => {
    // The browser builds Vite bundles: @emotion/styled's base (every MUI component) and @emotion/react's.
    const styledDir = join(require.resolve('@emotion/styled/package.json'), '..');
    const styledBase = readFileSync(join(styledDir, 'base/dist/emotion-styled-base.browser.esm.js'), 'utf8');
    expect(styledBase).toContain(`import { useInsertionEffectAlwaysWithSyncFallback } from '${NAME}'`);
    expect(styledBase).toMatch(/useInsertionEffectAlwaysWithSyncFallback\(function \(\) \{\s*return insertStyles\(/);
    const reactDir = join(require.resolve('@emotion/react/package.json'), '..');
    const emotionReact = readFileSync(join(reactDir, 'dist/emotion-react.browser.esm.js'), 'utf8');
    expect(emotionReact).toContain(`import { useInsertionEffectWithLayoutFallback, useInsertionEffectAlwaysWithSyncFallback } from '${NAME}'`);
    // The hooks this module stands in for are the two the package exports.
    const own = readFileSync(require.resolve(`${NAME}`).replace(/\.cjs\.js$/, '.browser.esm.js'), 'utf8');
    expect(own).toMatch(/export \{ useInsertionEffectAlwaysWithSyncFallback, useInsertionEffectWithLayoutFallback \}/);
  });
});
