import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeSwitch } from '../../src/console/layout/ThemeSwitch';
import { CookieConsent } from '../../src/console/layout/CookieConsent';
import { ToastStack } from '../../src/console/notify/ToastStack';
import { clearToasts } from '../../src/console/notify/notifier';
import { getThemeName, setThemeName } from '../../src/console/layout/themeStore';
import { renderInAdmin } from './renderInAdmin';

afterEach(() => {
  clearToasts();
  setThemeName('LIGHT');
});

describe('themes (spec 2) and the "Settings Updated" notice (spec 1)', () => {
  it('switches theme, remembers it, and offers Close and Switch', async () => {
    renderInAdmin(<><ThemeSwitch /><ToastStack /></>);
    fireEvent.click(screen.getByRole('button', { name: 'Theme' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'One Dark' }));
    expect(getThemeName()).toBe('ONE_DARK');
    expect(localStorage.getItem('rxdesk.theme')).toBe('ONE_DARK');
    const notice = screen.getByTestId('toast');
    expect(notice.textContent).toContain('Settings Updated');
    expect(within(notice).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Switch' }));
    expect(getThemeName()).toBe('UNICORN');
  });
});

describe('cookie consent (spec 1)', () => {
  it('shows the banner until "I Agree", then remembers', () => {
    const first = render(<CookieConsent />);
    fireEvent.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(screen.queryByRole('button', { name: 'I Agree' })).toBeNull();
    first.unmount();
    render(<CookieConsent />);
    expect(screen.queryByRole('button', { name: 'I Agree' })).toBeNull();
  });
});
