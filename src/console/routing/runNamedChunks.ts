/**
 * Runs the chunks the page's HTML names for it (the server marks their modulepreload links
 * `data-rx-run`, in an order where each comes after the chunks it imports:
 * src/server/plugins/consolePage.ts), one per task, before the shell's lazy import asks for them.
 * Asked for at once, the /app shell and its page (react-admin, MUI's components, the page's own
 * modules: ~15 chunks) ran as one task of module evaluation, ~80 ms on a phone; one chunk a task,
 * each is a few milliseconds and the browser paints and answers input between them. Importing a
 * chunk runs only what has not run yet, so the lazy imports after this find everything ready.
 * Once per page load: later navigations find the chunks already run. A chunk that fails to load is
 * left to the lazy import that needs it (it fails there, as it would have, with its retry screen).
 */
let running: Promise<void> | undefined;

/** A new task: what the browser has queued (a paint, an input event) goes first. */
const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

export function runNamedChunks(load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href)): Promise<void> {
  running ??= (async () => {
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-rx-run]')].map((l) => l.href);
    for (const href of hrefs) {
      await load(href).catch(() => undefined);
      await nextTask();
    }
  })();
  return running;
}

/** For tests: forget that the chunks ran. */
export const resetNamedChunks = (): void => { running = undefined; };
