import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy pages load their chunk on first render; on a busy CI machine that can take more than
// Testing Library's default 1 s. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
