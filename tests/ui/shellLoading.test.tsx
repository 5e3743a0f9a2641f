import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellLoading } from '../../src/console/routing/ShellLoading';
import { SHELL_OUTLINE_HTML } from '../../src/shared/console/shellOutline';

describe('the shell fallback', () => {
  it('for the /app shell draws the same app bar outline the server put in the HTML, and a progress bar', () => {
    const { container } = render(<ShellLoading outline />);
    expect(container.innerHTML).toContain(SHELL_OUTLINE_HTML);
    expect(container.querySelector('.rx-shell-outline img')?.getAttribute('src')).toBe('/logo.svg');
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('for the rider shell is the thin bar alone', () => {
    const { container } = render(<ShellLoading />);
    expect(container.querySelector('.rx-shell-outline')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
