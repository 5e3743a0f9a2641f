import { createTheme, type Theme } from '@mui/material/styles';

/** Spec 2: the three themes of the console. Direction is ltr. */
export const THEME_NAMES = ['LIGHT', 'ONE_DARK', 'UNICORN'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const APP_BAR_HEIGHT = 64;
export const DRAWER_WIDTH = 256;

const shared = {
  direction: 'ltr' as const,
  shape: { borderRadius: 8 },
  typography: { fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif' },
  components: {
    MuiToolbar: { styleOverrides: { root: { minHeight: APP_BAR_HEIGHT, '@media (min-width:0px)': { minHeight: APP_BAR_HEIGHT } } } },
  },
};

export const themes: Record<ThemeName, Theme> = {
  LIGHT: createTheme({
    ...shared,
    palette: { mode: 'light', primary: { main: '#00796b' }, secondary: { main: '#1565c0' }, background: { default: '#f4f6f8' } },
  }),
  ONE_DARK: createTheme({
    ...shared,
    palette: {
      mode: 'dark', primary: { main: '#61afef' }, secondary: { main: '#c678dd' }, error: { main: '#e06c75' },
      success: { main: '#98c379' }, warning: { main: '#e5c07b' },
      background: { default: '#282c34', paper: '#21252b' }, text: { primary: '#abb2bf', secondary: '#8b929e' },
    },
  }),
  UNICORN: createTheme({
    ...shared,
    palette: {
      mode: 'light', primary: { main: '#8e44ad' }, secondary: { main: '#ec407a' },
      background: { default: '#fbf5ff', paper: '#ffffff' },
    },
  }),
};

export const nextTheme = (name: ThemeName): ThemeName => THEME_NAMES[(THEME_NAMES.indexOf(name) + 1) % THEME_NAMES.length];
