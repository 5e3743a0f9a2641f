import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLinearProgress from '@mui/material/LinearProgress';
import { LinearProgress as RaLinearProgress } from 'react-admin';
import { THEME_NAMES, themeOf } from '../../../src/console/layout/themes';

/** Every progress bar and spinner has an accessible name in every theme (axe: aria-progressbar-name), react-admin's too. */
describe('progress indicators are named', () => {
  it.each(THEME_NAMES)('%s: MUI and react-admin progress bars are "Loading" unless they say more', async (name) => {
    render(
      <ThemeProvider theme={themeOf(name)}>
        <MuiLinearProgress />
        <CircularProgress />
        <RaLinearProgress timeout={0} />
        <MuiLinearProgress aria-label="Download progress" variant="determinate" value={40} />
      </ThemeProvider>,
    );
    // react-admin's bar shows after its timeout (0 here: the next tick).
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(4));
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-label'))).toEqual(['Loading', 'Loading', 'Loading', 'Download progress']);
  });
});
