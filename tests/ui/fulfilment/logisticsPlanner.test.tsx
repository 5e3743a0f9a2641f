import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { useNavigate } from 'react-router-dom';
import PlannerOrdersPage from '../../../src/console/workflows/logistics/PlannerOrdersPage';
import { getToasts } from '../../../src/console/notify/notifier';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const RUN_DATE = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const prepared = (id: number, patch: object = {}) => ({
  id, order_id: `HN${String(id).padStart(6, '0')}`, status: 10, customer: `Customer ${id}`, delivery_address: '12 Galle Road', delivery_city: 'Colombo',
  delivery_date: '2026-11-25', delivery_slot: 'Morning', amount_due: 24.5, dispatch_run: null, rider_name: null, ...patch,
});
const riders = [{ id: 31, name: 'Ruwan Fernando' }, { id: 32, name: 'Saman Kumara' }];

function openPlanner(api: (c: Call) => Reply | undefined, orderType = 'assign-dispatch') {
  signInAs('logistic_planner', abilitiesFor('logistic_planner'));
  return renderPage(<PlannerOrdersPage />, { path: `/app/logistics-planner/${orderType}`, route: '/app/logistics-planner/:orderType', api });
}
const prepCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/get-prepared-orders');
const bucketCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/set-dispatch-bucket');
async function chooseRider(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('Rider'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the logistics planner: prepared orders into a rider\'s dispatch bucket', () => {
  it('lists prepared orders of its order type and sends the filters (delivery date, search) from page 1', async () => {
    const { calls } = openPlanner((c) => {
      if (c.url === '/orders/admin/get-prepared-orders') return ok({ items: [prepared(101), prepared(102)], count: 60 });
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Assign Dispatch' })).toBeTruthy();
    await screen.findByTestId('planner-order-101');
    expect(within(screen.getByTestId('planner-order-101')).getByText('12 Galle Road, Colombo')).toBeTruthy();
    expect(within(screen.getByTestId('planner-order-101')).getByText('24.50')).toBeTruthy();
    expect(prepCalls(calls)[0].params).toMatchObject({ orderType: 'assign-dispatch', skip: 0, limit: 25 });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Silva' } });
    await waitFor(() => expect(prepCalls(calls).at(-1)!.params).toMatchObject({ searchTerm: 'Silva', skip: 0 }));
    fireEvent.change(screen.getByLabelText('Delivery date'), { target: { value: '2026-11-26' } });
    await waitFor(() => expect(prepCalls(calls).at(-1)!.params).toMatchObject({ searchTerm: 'Silva', deliveryDate: '2026-11-26', skip: 0 }));
  });

  it('puts only the selected orders in a bucket with the chosen rider, date and vehicle, then reloads with nothing selected', async () => {
    let taken = false;
    const { calls } = openPlanner((c) => {
      if (c.url === '/orders/admin/get-prepared-orders') return ok(taken ? { items: [prepared(103)], count: 1 } : { items: [prepared(101), prepared(102), prepared(103)], count: 3 });
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      if (c.url === '/orders/admin/set-dispatch-bucket') { taken = true; return ok({ dispatchId: 9, dispatchRun: 'HNDR000009', orderIds: [101, 102] }); }
      return undefined;
    });
    await screen.findByTestId('planner-order-101');
    const put = () => screen.getByRole('button', { name: /in dispatch bucket/ });
    expect(put()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByLabelText('Select HN000101'));
    fireEvent.click(screen.getByTestId('planner-order-102')); // the whole row toggles too
    fireEvent.click(screen.getByLabelText('Select HN000103'));
    fireEvent.click(screen.getByLabelText('Select HN000103')); // and again: unselected
    expect(put().textContent).toMatch(/Put 2 in dispatch bucket/);
    expect(put()).toHaveProperty('disabled', true); // no rider yet

    await chooseRider('Saman Kumara');
    // A run is dated today or later (the dispatch run schema's x-date-range), as the server holds.
    fireEvent.change(screen.getByLabelText('Run date'), { target: { value: '2020-01-01' } });
    // Named as the box is labelled, under the box (and as the bucket button's reason).
    expect((await screen.findAllByText('Run date must be today or later')).length).toBeGreaterThan(0);
    expect(put()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Run date'), { target: { value: RUN_DATE } });
    fireEvent.change(screen.getByLabelText('Vehicle number'), { target: { value: 'BCD-1234' } });
    fireEvent.click(put());

    await waitFor(() => expect(screen.queryByTestId('planner-order-101')).toBeNull());
    expect(bucketCalls(calls).map((c) => c.body)).toEqual([{
      orderIds: [101, 102], orderType: 'assign-dispatch', formValues: { riderId: 32, deliveryDate: RUN_DATE, vehicleNumber: 'BCD-1234' },
    }]);
    expect(getToasts().map((t) => t.text)).toContain('2 order(s) put in dispatch run HNDR000009');
    expect(put().textContent).not.toMatch(/\d/);
    expect(screen.getByLabelText('Select HN000103')).toHaveProperty('checked', false);
  });

  it("shows the server's 409 (an order already in another run) and sends nothing more", async () => {
    const { calls } = openPlanner((c) => {
      if (c.url === '/orders/admin/get-prepared-orders') return ok({ items: [prepared(101)], count: 1 });
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      if (c.url === '/orders/admin/set-dispatch-bucket') return fail(409, 'Order HN000101 is rider_assigned (11): "assignDispatch" needs prepared (10)', 'CONFLICT');
      return undefined;
    });
    await screen.findByTestId('planner-order-101');
    fireEvent.click(screen.getByLabelText('Select HN000101'));
    await chooseRider('Ruwan Fernando');
    fireEvent.click(screen.getByRole('button', { name: /in dispatch bucket/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/HN000101 is rider_assigned \(11\)/);
    expect(bucketCalls(calls)).toHaveLength(1);
  });

  it('keeps a selection to the order type it was made in: another type starts with none, in its first render too', async () => {
    signInAs('logistic_planner', abilitiesFor('logistic_planner'));
    // What each commit of the page puts on screen (a Profiler reports in the commit, the DOM updated).
    const frames: Array<[string, string]> = [];
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
    const onRender = () => frames.push([text('h1, h2, h3, h4, h5, h6'), [...document.querySelectorAll('button')].find((b) => /dispatch bucket/.test(b.textContent ?? ''))?.textContent ?? '']);
    const { calls } = renderPage(<><Profiler id="planner" onRender={onRender}><PlannerOrdersPage /></Profiler><GoTo type="re-assign-rider" /></>, {
      path: '/app/logistics-planner/assign-dispatch', route: '/app/logistics-planner/:orderType',
      api: (c) => {
        if (c.url === '/orders/admin/get-prepared-orders') {
          return ok(c.params?.orderType === 're-assign-rider' ? { items: [prepared(104, { status: 11, dispatch_run: 'HNDR000004', rider_name: 'Ruwan Fernando' })], count: 1 } : { items: [prepared(101), prepared(102)], count: 2 });
        }
        if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
        if (c.url === '/orders/admin/set-dispatch-bucket') return ok({ dispatchId: 10, dispatchRun: 'HNDR000010', orderIds: [104] });
        return undefined;
      },
    });
    await screen.findByTestId('planner-order-101');
    fireEvent.click(screen.getByLabelText('Select HN000101'));
    fireEvent.click(screen.getByLabelText('Select HN000102'));
    const put = () => screen.getByRole('button', { name: /in dispatch bucket/ });
    expect(put().textContent).toMatch(/Put 2 in dispatch bucket/);
    const button = put();
    fireEvent.click(screen.getByRole('button', { name: 'Go to re-assign-rider' }));
    expect(await screen.findByRole('heading', { name: 'Re-assign Rider' })).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('Select HN000104'));
    await chooseRider('Saman Kumara');
    // The same page (and button) throughout: the other type came as a new route of the mounted page,
    // and none of its commits counted the orders chosen under Assign Dispatch.
    expect(put()).toBe(button);
    const reassign = frames.filter(([heading]) => heading === 'Re-assign Rider');
    expect(reassign.length).toBeGreaterThan(0);
    expect(reassign.filter(([, label]) => /Put 2/.test(label))).toEqual([]);
    expect(put().textContent).toMatch(/Put 1 in dispatch bucket/);
    fireEvent.click(put());
    await waitFor(() => expect(bucketCalls(calls)).toHaveLength(1));
    expect(bucketCalls(calls)[0].body).toMatchObject({ orderIds: [104], orderType: 're-assign-rider' });
  });

  it('re-assign rider lists orders with their current run and rider, and sends orderType re-assign-rider', async () => {
    const { calls } = openPlanner((c) => {
      if (c.url === '/orders/admin/get-prepared-orders') return ok({ items: [prepared(104, { status: 11, dispatch_run: 'HNDR000004', rider_name: 'Ruwan Fernando' })], count: 1 });
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      if (c.url === '/orders/admin/set-dispatch-bucket') return ok({ dispatchId: 10, dispatchRun: 'HNDR000010', orderIds: [104] });
      return undefined;
    }, 're-assign-rider');
    expect(await screen.findByRole('heading', { name: 'Re-assign Rider' })).toBeTruthy();
    expect(within(await screen.findByTestId('planner-order-104')).getByText('HNDR000004 (Ruwan Fernando)')).toBeTruthy();
    expect(prepCalls(calls)[0].params).toMatchObject({ orderType: 're-assign-rider' });
    fireEvent.click(screen.getByLabelText('Select HN000104'));
    await chooseRider('Saman Kumara');
    fireEvent.click(screen.getByRole('button', { name: /in dispatch bucket/ }));
    await waitFor(() => expect(bucketCalls(calls)).toHaveLength(1));
    expect(bucketCalls(calls)[0].body).toMatchObject({ orderIds: [104], orderType: 're-assign-rider', formValues: { riderId: 32 } });
  });

  it("moves without a reload when a rider's step changes an order (stepChanged)", async () => {
    let gone = false;
    const { calls, emit } = openPlanner((c) => {
      if (c.url === '/orders/admin/get-prepared-orders') return ok({ items: gone ? [] : [prepared(101)], count: gone ? 0 : 1 });
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      return undefined;
    });
    await screen.findByTestId('planner-order-101');
    const before = prepCalls(calls).length;
    gone = true;
    act(() => emit('stepChanged', { orderId: 101, from: 10, to: 11, status: 11 }));
    expect(await screen.findByText('No orders here.')).toBeTruthy();
    expect(prepCalls(calls).length).toBe(before + 1);
  });
});

/** A way to another order type of the planner, as the menu gives (the page stays mounted). */
function GoTo({ type }: { type: string }) {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(`/app/logistics-planner/${type}`)}>{`Go to ${type}`}</button>;
}
