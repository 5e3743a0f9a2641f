import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

/** The UI tests' styles (jsdomStyles.ts, run by setup.ts): hidden stays hidden to role queries; the rest is cut. */
describe('MUI styles in the UI tests', () => {
  it('hides from role queries what emotion rules hide, and shows what a more specific rule shows again', () => {
    render(
      <>
        <GlobalStyles styles={{ '.rx-global-hidden': { display: 'none', color: 'red' } }} />
        <Box sx={{ display: 'none', color: 'red' }}><button type="button">None</button></Box>
        <Box sx={{ visibility: 'hidden', border: '1px solid red' }}><button type="button">Invisible</button></Box>
        <Box sx={{ display: 'none', '&.shown': { display: 'block' } }} className="shown"><button type="button">Shown again</button></Box>
        <Box className="rx-global-hidden"><button type="button">Globally hidden</button></Box>
        <Box sx={{ color: 'red', p: 2 }}><button type="button">Plain</button></Box>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'None' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invisible' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Globally hidden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shown again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plain' })).toBeTruthy();
    // The cut is on: colours and padding never reach jsdom, and the rules are in one style element.
    const text = Array.from(document.styleSheets).flatMap((s) => Array.from(s.cssRules).map((r) => r.cssText)).join('\n');
    expect(text).toMatch(/display:\s*none/);
    expect(text).not.toMatch(/color|padding|border/);
    expect(document.querySelectorAll('style[data-emotion]').length).toBeLessThanOrEqual(2);
  });
});
