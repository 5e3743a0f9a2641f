import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { REDUCED_MOTION } from './reducedMotion';

/** Spec 2: the three themes of the console. Direction is ltr. */
export const THEME_NAMES = ['LIGHT', 'ONE_DARK', 'UNICORN'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const APP_BAR_HEIGHT = 64;
export const DRAWER_WIDTH = 256;

/**
 * Status colours dark enough for white chip text and for text on white (WCAG AA 4.5:1): MUI's own
 * warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) fail it on every "Action required" chip.
 */
const readableStatus = { warning: { main: '#a34a00' }, info: { main: '#01579b' } };

const shared = {
  direction: 'ltr' as const,
  shape: { borderRadius: 8 },
  typography: { fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif' },
  components: {
    MuiCssBaseline: { styleOverrides: REDUCED_MOTION },
    MuiToolbar: { styleOverrides: { root: { minHeight: APP_BAR_HEIGHT, '@media (min-width:0px)': { minHeight: APP_BAR_HEIGHT } } } },
    // Every progress bar and spinner has a name (WCAG 4.1.2, axe's aria-progressbar-name), react-admin's
    // own too (its LinearProgress shows after a second's wait: seen only on a slow load). One that
    // says more passes its own aria-label.
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
};

const options: Record<ThemeName, ThemeOptions> = {
  LIGHT: {
    ...shared,
    palette: { mode: 'light', primary: { main: '#00796b' }, secondary: { main: '#1565c0' }, ...readableStatus, background: { default: '#f4f6f8' } },
  },
  ONE_DARK: {
    ...shared,
    palette: {
      mode: 'dark', primary: { main: '#61afef' }, secondary: { main: '#c678dd' }, error: { main: '#e06c75' },
      success: { main: '#98c379' }, warning: { main: '#e5c07b' },
      background: { default: '#282c34', paper: '#21252b' }, text: { primary: '#abb2bf', secondary: '#8b929e' },
    },
  },
  UNICORN: {
    ...shared,
    palette: {
      mode: 'light', primary: { main: '#8e44ad' }, secondary: { main: '#ec407a' }, ...readableStatus,
      background: { default: '#fbf5ff', paper: '#ffffff' },
    },
  },
};

const built = new Map<ThemeName, Theme>();

/**
 * The MUI theme of a name, made the first time it is asked for: making a theme costs a slow phone
 * tens of milliseconds, and a session shows one theme (the others only once chosen).
 */
export function themeOf(name: ThemeName): Theme {
  let theme = built.get(name);
  if (!theme) { theme = createTheme(options[name]); built.set(name, theme); }
  return theme;
}

export const nextTheme = (name: ThemeName): ThemeName => THEME_NAMES[(THEME_NAMES.indexOf(name) + 1) % THEME_NAMES.length];
