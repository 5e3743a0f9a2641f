import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from '@mui/material';
import { resources } from '@resources/index';
import stockTransfers from '../fixtures/entity/resources/stockTransfers';
import { getAuth, isSignedIn } from '../../src/console/data/authState';
import { getThemeName, setThemeName } from '../../src/console/layout/themeStore';
import { abilitiesFor, signInAs } from './signedIn';
import { startAfresh } from './freshStart';

// The ui files share one worker and one jsdom (isolate: false): each must find what a fresh one would.
const muiStyles = () => document.head.querySelectorAll('style[data-emotion]').length;
const leftovers = () => ({
  signedIn: isSignedIn(getAuth()), styles: muiStyles(), page: document.body.innerHTML,
  stored: localStorage.length + sessionStorage.length, fakeTimers: vi.isFakeTimers(),
});
const nothing = { signedIn: false, styles: 0, page: '', stored: 0, fakeTimers: false };

describe('each ui test file starts afresh', () => {
  it('finds nothing the files before it left', () => {
    expect(leftovers()).toEqual(nothing);
  });

  it('leaves nothing behind: session, page, styles, storage, timers, globals, module state', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    render(<Button variant="contained">Dispense</Button>);
    expect(muiStyles()).toBeGreaterThan(0);
    if (!resources.includes(stockTransfers)) resources.push(stockTransfers);
    setThemeName('ONE_DARK');
    sessionStorage.setItem('left', 'behind');
    vi.useFakeTimers();
    const fetchBefore = globalThis.fetch;
    vi.stubGlobal('fetch', () => Promise.reject(new Error('stubbed')));

    startAfresh();

    expect(leftovers()).toEqual(nothing);
    expect(globalThis.fetch).toBe(fetchBefore);
    // The app's own modules come back new: the resource list without the fixture, the theme store unset.
    expect(getThemeName()).toBe('ONE_DARK');
    const fresh = await import('@resources/index');
    expect(fresh.resources).not.toBe(resources);
    expect(fresh.resources.map((r) => r.name)).not.toContain(stockTransfers.name);
    expect((await import('../../src/console/layout/themeStore')).getThemeName()).toBe('LIGHT');
    // MUI's styles, forgotten, are inserted again when a component asks for them.
    render(<Button variant="contained">Dispense</Button>);
    expect(screen.getByRole('button', { name: 'Dispense' })).toBeTruthy();
    expect(muiStyles()).toBeGreaterThan(0);
  });
});
