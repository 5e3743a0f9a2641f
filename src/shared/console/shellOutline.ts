/**
 * The /app shell's outline: the app bar with its logo and product name, drawn before any JavaScript
 * runs. The server puts it in index.html's #root for the react-admin pages
 * (src/server/plugins/consolePage.ts); the console's ShellLoading draws the same markup while the
 * shell's chunks load, so React's first render replaces it with itself and nothing flickers. Its
 * classes are in src/console/routing/shellOutline.css (part of the entry's stylesheet). Static
 * text only: no data, nothing from the request.
 */
export const SHELL_OUTLINE_HTML =
  '<div class="rx-shell-outline" aria-hidden="true"><span class="rx-shell-outline-menu"></span>'
  + '<img src="/logo.svg" alt="" width="36" height="36"><span class="rx-shell-outline-name">RxDesk</span></div>';
