import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import GeneratedCreate from '../../src/console/generated/GeneratedCreate';
import { createDataProvider } from '../../src/console/data/dataProvider';
import { createHttpClient } from '../../src/console/data/httpClient';
import suppliers from '../../resources/suppliers';
import { fakeApi, fail, ok, type Call } from './fakeApi';
import { abilitiesFor, signInAs } from './signedIn';
import { renderInAdmin } from './renderInAdmin';

function renderSupplierCreate(route: (c: Call) => ReturnType<typeof ok>) {
  signInAs('procurement_officer', abilitiesFor('procurement_officer'));
  const api = fakeApi(route);
  const http = createHttpClient({ adapter: api.adapter, onError: () => undefined, onSessionLost: () => undefined });
  renderInAdmin(
    <Routes>
      <Route path="/app/purchases-grn/create-new-supplier" element={<GeneratedCreate config={suppliers} />} />
      <Route path="/app/purchases-grn/supplier/:id" element={<p>supplier page</p>} />
    </Routes>,
    { path: '/app/purchases-grn/create-new-supplier', dataProvider: createDataProvider(http) },
  );
  return api;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillSupplier(email: string) {
  await screen.findByLabelText('Name');
  fill('Name', 'Hemas Pharmaceuticals');
  fill('Address', '12 Galle Road, Colombo 03');
  fill('Contact person', 'Ruwan Silva');
  fill('E-mail', email);
  fill('Contact no.', '+94 11 234 5678');
}

describe('a generated create form (suppliers)', () => {
  it('shows the ajv error on the field for an invalid e-mail and sends nothing', async () => {
    const api = renderSupplierCreate(() => ok({ id: 1 }));
    await fillSupplier('not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be a valid email')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("renders the server's details on the fields", async () => {
    const api = renderSupplierCreate(() => fail(400, 'Validation failed', 'VALIDATION_FAILED', [{ field: 'name', message: 'is already taken' }]));
    await fillSupplier('orders@hemas.lk');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is already taken')).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/supplier/admin/save' });
    expect(api.calls[0].body).toEqual({
      name: 'Hemas Pharmaceuticals', address: '12 Galle Road, Colombo 03', contactPerson: 'Ruwan Silva',
      email: 'orders@hemas.lk', contactNo: '+94 11 234 5678',
    });
  });

  it('after a save opens the new supplier at its spec path', async () => {
    renderSupplierCreate((c) => ok({ id: 12, ...(c.body as object) }));
    await fillSupplier('orders@hemas.lk');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('supplier page')).toBeTruthy());
  });
});
