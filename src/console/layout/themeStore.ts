import { useSyncExternalStore } from 'react';
import { THEME_NAMES, type ThemeName } from './themes';

/** The chosen theme: a UI preference, remembered under its own small key (not auth state). */
export const THEME_STORAGE_KEY = 'rxdesk.theme';

const listeners = new Set<() => void>();

function read(): ThemeName {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return THEME_NAMES.includes(saved as ThemeName) ? (saved as ThemeName) : 'LIGHT';
  } catch {
    return 'LIGHT';
  }
}

let current: ThemeName = read();

export const getThemeName = (): ThemeName => current;

export function setThemeName(name: ThemeName): void {
  current = name;
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Not remembered; still applied.
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useThemeName = (): ThemeName => useSyncExternalStore(subscribe, getThemeName, getThemeName);
