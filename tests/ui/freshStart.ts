import { vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { clearAuth } from '../../src/console/data/authState';

/**
 * What a ui test file leaves behind goes with it (tests/ui/setup.ts calls this after each file).
 * The ui project runs its files one after another in one worker with one jsdom (isolate: false in
 * vitest.config.ts): React, MUI and react-admin load once, not once per file. So the next file
 * starts as it would in a fresh worker: signed out (the realtime connection follows the session and
 * closes), no timers faked, no globals stubbed, an empty page and storage, MUI's styles as a fresh
 * page has them, and the console's own modules (src/, tests/) evaluated afresh on their next
 * import, each with its module-level state new (the auth and theme stores, toasts, the counts,
 * fixture resources a harness added to the app's list).
 */
export function startAfresh(): void {
  forgetInsertedStyles();
  cleanup();
  clearAuth();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  vi.resetModules();
}

/**
 * MUI's styles (emotion's default cache): none until a component asks again. Left in place they
 * pile up file after file (3,000 <style> elements by the last file) and every getComputedStyle
 * (each role query checks visibility with it) walks them all.
 */
function forgetInsertedStyles(): void {
  const { result, unmount } = renderHook(() => useEmotionCache());
  const cache = result.current;
  unmount();
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
