/**
 * What the project's headless Chromium (browser tests, Lighthouse and first-load benchmarks) runs
 * without. Chromium's new headless mode is the whole browser, top bar included: every window loads
 * the address bar's drop-down as WebUI pages (chrome://omnibox-popup.top-chrome, 290 scripts) in a
 * renderer of its own that nobody sees here. On a console page's first load that renderer worked
 * longer than the page's own (1.1 s against 0.6–0.9 s of main thread) and competed with it for the
 * processor; a browser context's first load cost Chromium 3.8 s of processor time instead of 2.3 s.
 */
export const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/**
 * Chromium keeps a spare renderer process started for the next navigation; here each browser
 * context started one beside its page's and threw it away on closing (contexts do not share
 * renderers). A context with one page load cost 1.15–1.36 s of processor time with it, 1.02–1.15 s
 * without, and opened no slower.
 */
export const SPARE_RENDERER = ['SpareRendererForSitePerProcess'];

/** Everything above: what a launch adds to its launcher's own --disable-features. */
export const HEADLESS_DISABLED_FEATURES = [...UNSEEN_BROWSER_UI, ...SPARE_RENDERER];

/**
 * playwright-core 1.65's own --disable-features list (chromiumSwitches): a later --disable-features
 * replaces an earlier one, so a launch that adds features repeats these first.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = ['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'];

const DISABLE_FEATURES = '--disable-features=';

/** The --disable-features switch for a launcher that disables `launcherFeatures` of its own. */
export function disableFeaturesSwitch(launcherFeatures: readonly string[]): string {
  return `${DISABLE_FEATURES}${[...new Set([...launcherFeatures, ...HEADLESS_DISABLED_FEATURES])].join(',')}`;
}

/** The features a launcher's default switches disable (chrome-launcher's `Launcher.defaultFlags()`). */
export const featuresDisabledBy = (switches: readonly string[]): string[] =>
  switches.filter((s) => s.startsWith(DISABLE_FEATURES)).flatMap((s) => s.slice(DISABLE_FEATURES.length).split(','));

/** For playwright-core's chromium.launch: its own list and the features above. */
export const PLAYWRIGHT_DISABLE_FEATURES = disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES);
