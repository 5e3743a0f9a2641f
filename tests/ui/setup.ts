import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { reloadAuth } from '../../src/console/data/authState';
import { clearToasts } from '../../src/console/notify/notifier';
import { resources } from '@resources/index';
import { schemaList } from '../../src/console/generated/schemaFiles';
import { cutEmotionStylesForJsdom } from './jsdomStyles';

// The UI files share one module graph (vitest.config.ts, isolate: false); this file runs before each
// of them: each starts signed out with empty storage, as a page opened fresh would, and with only
// the declared resources and schemas (a test may add a fixture entity's: generatedHarness.tsx), and
// with no toast left by the file before it (the notifier is one module for all).
localStorage.clear();
reloadAuth();
clearToasts();
const declared = globalThis as { rxDeclared?: { resources: typeof resources; schemas: typeof schemaList } };
declared.rxDeclared ??= { resources: [...resources], schemas: [...schemaList] };
resources.splice(0, resources.length, ...declared.rxDeclared.resources);
schemaList.splice(0, schemaList.length, ...declared.rxDeclared.schemas);

// Lazy pages load their chunk on first render; on a busy CI machine (a 2-core box at load 9: the
// users list and the report page ran past 5 s in two full runs) that can take more than
// Testing Library's default 1 s. A real failure still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// What jsdom lacks and MUI / react-admin use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: query.includes('min-width') ? true : false, media: query, onchange: null,
    addListener: () => undefined, removeListener: () => undefined,
    addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
  }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// MUI's styles cut to display and visibility, the only computed styles a test reads (jsdomStyles.ts).
cutEmotionStylesForJsdom();

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearToasts();
});
