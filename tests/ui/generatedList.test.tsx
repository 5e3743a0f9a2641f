import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import GeneratedList from '../../src/console/generated/GeneratedList';
import { createDataProvider } from '../../src/console/data/dataProvider';
import { createHttpClient } from '../../src/console/data/httpClient';
import suppliers from '../../resources/suppliers';
import { fakeApi, ok } from './fakeApi';
import { abilitiesFor, signInAs } from './signedIn';
import { renderInAdmin } from './renderInAdmin';

const desktopMatchMedia = window.matchMedia;
afterEach(() => { window.matchMedia = desktopMatchMedia; });

const rows = [
  { id: 1, displayId: 'S000001', name: 'Hemas Pharmaceuticals', contactPerson: 'Ruwan Silva', email: 'orders@hemas.lk', contactNo: '+94 11 234 5678' },
  { id: 2, displayId: 'S000002', name: 'Cipla Lanka', contactPerson: 'Malsha Kumara', email: 'orders@cipla.lk', contactNo: '+94 11 241 1776' },
];

function renderSupplierList() {
  signInAs('procurement_officer', abilitiesFor('procurement_officer'));
  const api = fakeApi((c) => (c.url === '/supplier/admin/fetch-all' ? ok({ items: rows, count: 2 }) : undefined));
  const http = createHttpClient({ adapter: api.adapter, onError: () => undefined, onSessionLost: () => undefined });
  renderInAdmin(<GeneratedList config={suppliers} />, { path: '/app/purchases-grn/view-supplier-list', dataProvider: createDataProvider(http) });
}

describe('a generated list (suppliers)', () => {
  it('shows the configured columns as a table on a wide screen', async () => {
    renderSupplierList();
    expect(await screen.findByText('Cipla Lanka')).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('Contact person')).toBeTruthy();
  });

  it('becomes a simple list of title and next columns on a phone', async () => {
    window.matchMedia = ((query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    renderSupplierList();
    expect(await screen.findByText('Cipla Lanka')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('S000002')).toBeTruthy();
    // The app bar hides the title on a phone: the list says its own.
    expect(screen.getByTestId('page-title').textContent).toBe('Suppliers');
  });

  it('does not repeat the title on a wide screen (the app bar shows it)', async () => {
    renderSupplierList();
    expect(await screen.findByText('Cipla Lanka')).toBeTruthy();
    expect(screen.queryByTestId('page-title')).toBeNull();
  });
});
