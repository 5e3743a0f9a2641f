import type { ReactNode } from 'react';
import axios from 'axios';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { authProvider } from '../../../src/console/data/authProvider';
import { makeI18nProvider } from '../../../src/console/i18n/i18nProvider';
import { HttpProvider } from '../../../src/console/data/apiContext';
import { createLocalEventSource, OrderEventsProvider } from '../../../src/console/orders/orderEvents';
import { countsStore } from '../../../src/console/orders/countsStore';
import { clearReferenceCache } from '../../../src/console/orders/useReference';
import { clearToasts } from '../../../src/console/notify/notifier';
import { fakeApi, type Call, type Reply } from '../fakeApi';
import type { OrderRow } from '../../../src/console/orders/types';

const i18nProvider = makeI18nProvider();

/**
 * Renders a workflow page as the /app shell would, with a fake http (tests only) and a local
 * event source standing in for the socket. `route` is the page's route pattern under /app.
 */
export function renderPage(ui: ReactNode, opts: { path: string; route?: string; api: (call: Call) => Reply | undefined }) {
  countsStore.reset();
  clearReferenceCache();
  clearToasts();
  const api = fakeApi(opts.api);
  const http = axios.create({ baseURL: '/api/v1', adapter: api.adapter });
  const events = createLocalEventSource();
  const utils = render(
    <MemoryRouter initialEntries={[opts.path]}>
      <AdminContext basename="/app" store={memoryStore()} i18nProvider={i18nProvider} authProvider={authProvider}>
        <HttpProvider http={http}>
          <OrderEventsProvider source={events.source}>
            <Routes>
              <Route path={opts.route ?? '/app/*'} element={ui} />
              <Route path="*" element={<div data-testid="elsewhere" />} />
            </Routes>
          </OrderEventsProvider>
        </HttpProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...utils, calls: api.calls, emit: events.emit };
}

let nextId = 1000;
/** An order list row as the server answers it. */
export function row(patch: Partial<OrderRow> = {}): OrderRow {
  const id = patch.id ?? nextId++;
  return {
    id, order_id: `HN${String(id).padStart(6, '0')}`, status: 1, stage: 'new_requests', actionRequired: false, customer: 'Kamal Silva',
    customer_id: 5, patient_first_name: 'Sunil', patient_last_name: 'Silva', address: '12 Galle Road', delivery_date: null, delivery_slot: null,
    created: '2025-01-10T08:00:00.000Z', quotation_total: null, location_id: 1, assigned_agent_id: null, last_status_update_time: '2025-01-10T08:00:00.000Z',
    sorting_type: 'received_date', sorting_date: '2025-01-10', sorting_date_for_sort: '2025-01-10T08:00:00.000Z', sorting_status_update_date: '2025-01-10T08:00:00.000Z',
    ...patch,
  } as OrderRow;
}

export const page = (items: OrderRow[], count = items.length) => ({ items, count });
