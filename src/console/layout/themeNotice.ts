import { showToast } from '../notify/notifier';
import { nextTheme, type ThemeName } from './themes';
import { setThemeName } from './themeStore';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Applies a theme and shows the "Settings Updated" notice with Close and Switch (spec 1). */
export function applyTheme(name: ThemeName, translate: Translate): void {
  setThemeName(name);
  showToast(translate('rx.theme.settings_updated'), 'info', {
    actions: [
      { label: translate('rx.theme.close'), onClick: () => undefined },
      { label: translate('rx.theme.switch_action'), onClick: () => applyTheme(nextTheme(name), translate) },
    ],
  });
}
