import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import GeneratedCreate from '../../src/console/generated/GeneratedCreate';
import GeneratedEdit from '../../src/console/generated/GeneratedEdit';
import { REQUIRED_CLASS } from '../../src/console/generated/inputFor';
import { createDataProvider } from '../../src/console/data/dataProvider';
import { createHttpClient } from '../../src/console/data/httpClient';
import { RaNotificationBridge } from '../../src/console/notify/RaNotificationBridge';
import { ToastStack } from '../../src/console/notify/ToastStack';
import { clearToasts, showToast } from '../../src/console/notify/notifier';
import suppliers from '../../resources/suppliers';
import { fakeApi, fail, ok, type Call } from './fakeApi';
import { abilitiesFor, signInAs } from './signedIn';
import { renderInAdmin } from './renderInAdmin';

afterEach(() => clearToasts());

const stored = { id: 12, displayId: 'S000012', name: 'Hemas Pharmaceuticals', address: '12 Galle Road, Colombo 03', contactPerson: 'Ruwan Silva', email: 'orders@hemas.lk', contactNo: '+94 11 234 5678', altContactNo: '+94 77 123 4567', note: 'Ask for Ruwan' };

function renderSupplier(path: string, route: (c: Call) => ReturnType<typeof ok> | undefined) {
  signInAs('procurement_officer', abilitiesFor('procurement_officer'));
  const api = fakeApi(route);
  // Failures of reads would be toasted by the real client; here every toast comes through the bridge.
  const http = createHttpClient({ adapter: api.adapter, onError: (t) => showToast(t, 'error'), onSessionLost: () => undefined });
  renderInAdmin(
    <>
      <Routes>
        <Route path="/app/purchases-grn/create-new-supplier" element={<GeneratedCreate config={suppliers} />} />
        <Route path="/app/purchases-grn/supplier/:id/edit" element={<GeneratedEdit config={suppliers} />} />
        <Route path="/app/purchases-grn/supplier/:id" element={<p>supplier page</p>} />
      </Routes>
      <RaNotificationBridge />
      <ToastStack />
    </>,
    { path, dataProvider: createDataProvider(http) },
  );
  return api;
}

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent ?? '');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function fillSupplier(email: string) {
  await screen.findByLabelText('Name');
  fill('Name', 'Hemas Pharmaceuticals');
  fill('Address', '12 Galle Road, Colombo 03');
  fill('Contact person', 'Ruwan Silva');
  fill('E-mail', email);
  fill('Contact no.', '+94 11 234 5678');
}

describe('a generated create form (suppliers)', () => {
  it('marks required fields, and an empty submit says what is required and sends nothing', async () => {
    const api = renderSupplier('/app/purchases-grn/create-new-supplier', () => ok({ id: 1 }));
    await screen.findByLabelText('Name');
    const marked = (label: string) => !!input(label).closest(`.${REQUIRED_CLASS}`);
    expect([marked('Name'), marked('E-mail'), marked('Contact no.'), marked('Note'), marked('Alternative contact no.')]).toEqual([true, true, true, false, false]);
    save();
    for (const text of ['Name is required', 'Address is required', 'Contact person is required', 'E-mail is required', 'Contact no. is required']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(api.calls).toHaveLength(0);
  });

  it('names the field in its message, and a pattern in words, never a regular expression', async () => {
    const api = renderSupplier('/app/purchases-grn/create-new-supplier', () => ok({ id: 1 }));
    await fillSupplier('not-an-email');
    fill('Contact no.', 'call me');
    save();
    expect(await screen.findByText('E-mail must be a valid e-mail address')).toBeTruthy();
    expect(screen.getByText(/^Contact no\. must be a phone number/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\[0-9/);
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's refusal on its field, without a toast repeating it", async () => {
    const message = 'A supplier with this name already exists';
    const api = renderSupplier('/app/purchases-grn/create-new-supplier', () => fail(409, message, 'CONFLICT', [{ field: 'name', message }]));
    await fillSupplier('orders@hemas.lk');
    save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/supplier/admin/save' });
    expect(api.calls[0].body).toEqual({ name: 'Hemas Pharmaceuticals', address: '12 Galle Road, Colombo 03', contactPerson: 'Ruwan Silva', email: 'orders@hemas.lk', contactNo: '+94 11 234 5678' });
    await waitFor(() => expect(toasts().length).toBeGreaterThan(0));
    expect(toasts().some((t) => t.includes(message))).toBe(false);
  });

  it('after a save says what happened by the display id, clears the stale "form is not valid", opens the record', async () => {
    renderSupplier('/app/purchases-grn/create-new-supplier', (c) => ok({ ...stored, ...(c.body as object) }));
    await screen.findByLabelText('Name');
    save();
    await waitFor(() => expect(toasts().some((t) => /form is not valid/i.test(t))).toBe(true));
    await fillSupplier('orders@hemas.lk');
    save();
    await waitFor(() => expect(screen.getByText('supplier page')).toBeTruthy());
    await waitFor(() => expect(toasts().some((t) => t.includes('Supplier S000012 created'))).toBe(true));
    expect(toasts().some((t) => /form is not valid/i.test(t))).toBe(false);
  });
});

describe('a generated edit form (suppliers)', () => {
  const route = (c: Call) => (c.method === 'GET' ? ok(stored) : ok({ ...stored, ...(c.body as object) }));

  it('sends cleared optional fields as null, so the server stores them cleared', async () => {
    const api = renderSupplier('/app/purchases-grn/supplier/12/edit', route);
    await waitFor(() => expect((input('Note') as HTMLTextAreaElement).value).toBe('Ask for Ruwan'));
    fill('Note', '');
    fill('Alternative contact no.', '');
    save();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = api.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 12, note: null, altContactNo: null, name: 'Hemas Pharmaceuticals' });
    await waitFor(() => expect(toasts().some((t) => t.includes('Supplier S000012 updated'))).toBe(true));
  });

  it('refuses to clear a required field, naming it', async () => {
    const api = renderSupplier('/app/purchases-grn/supplier/12/edit', route);
    await waitFor(() => expect((input('Name') as HTMLInputElement).value).toBe('Hemas Pharmaceuticals'));
    fill('Name', '');
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
