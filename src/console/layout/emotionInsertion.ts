import { useInsertionEffect } from 'react';

/**
 * Emotion's insertion hooks as the console builds them (vite.config.ts aliases
 * @emotion/use-insertion-effect-with-fallbacks here). Emotion inserts a styled component's rules in
 * a useInsertionEffect, which React runs inside the commit: a page's first mount (a generated list,
 * the kanban board, a report: ~300 MUI components) compiled and inserted ~300 rules in one commit
 * that no transition can slice, the largest long task of a first load on a phone. Here a styled
 * component's rules go in while it renders, as emotion did before React 18: a transition's render
 * yields to the browser between slices, so the rules are inserted a slice at a time. Inserting is
 * idempotent (emotion's cache remembers each rule), so a render React throws away costs a rule the
 * page will want anyway. Global styles keep the effect (they are removed again on unmount).
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => void): void => { create(); };
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
