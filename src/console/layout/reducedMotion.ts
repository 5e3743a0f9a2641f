/**
 * For people who ask their system for less motion (prefers-reduced-motion: reduce, WCAG 2.3.3):
 * nothing slides or fades (transitions take no time), spinners and progress bars stand still yet
 * stay visible (a three-quarter ring, a full pale bar), skeletons do not pulse, buttons do not ripple.
 * Global rules on MUI's own class names, given to CssBaseline by the theme (themes.ts); `!important`
 * because the components' own rules come later and transitions are inline styles.
 */
export const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important', scrollBehavior: 'auto !important' },
    '.MuiCircularProgress-indeterminate, .MuiSkeleton-root, .MuiSkeleton-root::after': { animation: 'none !important' },
    '.MuiCircularProgress-circleIndeterminate': { animation: 'none !important', strokeDasharray: '80px, 200px !important', strokeDashoffset: '0 !important' },
    '.MuiLinearProgress-bar1Indeterminate': { animation: 'none !important', left: '0 !important', right: '0 !important', opacity: '0.6 !important' },
    '.MuiLinearProgress-bar2Indeterminate': { animation: 'none !important', display: 'none !important' },
    '.MuiTouchRipple-root': { display: 'none !important' },
  },
} as const;
