import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import GeneratedCreate from '../../src/console/generated/GeneratedCreate';
import { createDataProvider } from '../../src/console/data/dataProvider';
import { createHttpClient } from '../../src/console/data/httpClient';
import { HttpProvider } from '../../src/console/data/apiContext';
import products from '../../resources/products';
import { fakeApi, ok } from './fakeApi';
import { abilitiesFor, signInAs } from './signedIn';
import { renderInAdmin } from './renderInAdmin';

/**
 * Issue 20 §3: the product form sent re-order quantity 99999999999999999999 and the server answered
 * 500. The form reads the same bounded schema as the server (bounds.ts), so it says what is wrong in
 * the server's words and sends nothing.
 */
describe('a generated form bounds numbers to their columns', () => {
  it('refuses a re-order quantity past int4 and a price past numeric(12,2) before sending', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    const api = fakeApi((c) => (c.url === '/product/admin/check-product-name-availability' ? ok({ available: true })
      : c.url === '/supplier/admin/fetch-all' ? ok({ items: [], count: 0 }) : ok({ id: 1 })));
    const http = createHttpClient({ adapter: api.adapter, onError: () => undefined, onSessionLost: () => undefined });
    renderInAdmin(<HttpProvider http={http}><Routes><Route path="/app/inventory/create-new-product" element={<GeneratedCreate config={products} />} /></Routes></HttpProvider>,
      { path: '/app/inventory/create-new-product', dataProvider: createDataProvider(http) });
    fireEvent.change(await screen.findByLabelText('Re-order quantity'), { target: { value: '99999999999999999999' } });
    fireEvent.change(screen.getByLabelText('Retail price'), { target: { value: '1e30' } });
    fireEvent.change(screen.getByLabelText('Cost price'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Re-order quantity must be 2147483647 or less')).toBeTruthy();
    expect(screen.getByText('Retail price must be 9999999999.99 or less')).toBeTruthy();
    expect(screen.getByText('Cost price must have at most 2 decimal places')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
