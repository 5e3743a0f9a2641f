import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import customerKeys from '../../../resources/customerKeys';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated, filtersLoaded } from '../generatedHarness';
import { abilitiesFor } from '../signedIn';

// Customer API keys are declared (resources/customerKeys.ts): the generated list and its Revoke action.
const key = (id: number, patch: object = {}) => ({
  id, customerId: 40 + id, customerDisplayId: `HNCX0000${40 + id}`, customerName: `Customer ${id}`, contactNumber: '+94 77 555 0101',
  legacy: false, status: 'active', createdAt: '2025-03-04T10:15:00.000Z', lastUsedAt: null, revokedAt: null, revokedBy: null, revokeReason: null, ...patch,
});
const open = (api: (c: Call) => Reply | undefined) => renderGenerated(customerKeys, '/app/intake-keys', api);
const keyCalls = (calls: Call[]) => calls.filter((c) => c.url === '/intake/admin/customer-keys');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('customer API keys (declared)', () => {
  it('lists keys and revokes one only after confirming, then reads the list again', async () => {
    let revoked = false;
    const { calls } = open((c) => {
      if (c.url === '/intake/admin/customer-keys') return ok({ items: revoked ? [key(2)] : [key(1), key(2, { legacy: true })], count: revoked ? 1 : 2 });
      if (c.url === '/intake/admin/revoke-customer-key') { revoked = true; return ok({ id: 1, customerId: 41 }); }
      return undefined;
    });
    const first = await rowOf('Customer 1');
    expect(keyCalls(calls)[0].params).toMatchObject({ status: 'active', skip: 0, limit: 25 });
    expect(within(first).getByText('Never')).toBeTruthy();
    // The legacy flag is its own column: ticked on key 2 only.
    expect(within(await rowOf('Customer 2')).getByLabelText('Yes')).toBeTruthy();
    expect(within(first).queryByLabelText('Yes')).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Customer 1 \(HNCX000041\) will be signed out/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/intake/admin/revoke-customer-key')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Phone lost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('Customer 1')).toBeNull());
    expect(calls.filter((c) => c.url === '/intake/admin/revoke-customer-key').map((c) => c.body)).toEqual([{ keyId: 1, reason: 'Phone lost' }]);
    expect(await screen.findByText('Key 1 of Customer 1 (HNCX000041) revoked')).toBeTruthy();
  });

  it('cancelling the dialog sends nothing; without a reason only the key is sent', async () => {
    const { calls } = open((c) => (c.url === '/intake/admin/customer-keys' ? ok({ items: [key(1)], count: 1 })
      : c.url === '/intake/admin/revoke-customer-key' ? ok({ id: 1, customerId: 41 }) : undefined));
    fireEvent.click(within(await rowOf('Customer 1')).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url === '/intake/admin/revoke-customer-key')).toBe(false);
    fireEvent.click(within(await rowOf('Customer 1')).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/intake/admin/revoke-customer-key').map((c) => c.body)).toEqual([{ keyId: 1 }]));
  });

  it("shows the server's refusal inside the dialog and keeps it open", async () => {
    open((c) => (c.url === '/intake/admin/customer-keys' ? ok({ items: [key(1)], count: 1 })
      : c.url === '/intake/admin/revoke-customer-key' ? fail(409, 'Key 1 is already revoked', 'CONFLICT') : undefined));
    fireEvent.click(within(await rowOf('Customer 1')).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Key 1 is already revoked')).toBeTruthy();
  });

  it('a revoked key offers no revoke: the button is disabled and says why', async () => {
    open((c) => (c.url === '/intake/admin/customer-keys'
      ? ok({ items: [key(3, { status: 'revoked', revokedAt: '2025-04-01T08:00:00.000Z', revokedBy: 'Amal Perera', revokeReason: 'Phone lost' })], count: 1 }) : undefined));
    const row = await rowOf('Customer 3');
    expect(within(row).getByText('Amal Perera')).toBeTruthy();
    expect(within(row).getByText('Phone lost')).toBeTruthy();
    const button = within(row).getByRole('button', { name: 'Revoke' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby') && document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(/Only when status is Active \(now Revoked\)/);
  });

  it('filters by status (All included) and search, each from page 1', async () => {
    const { calls } = open((c) => (c.url === '/intake/admin/customer-keys' ? ok({ items: [key(1)], count: 1 }) : undefined));
    await rowOf('Customer 1');
    await filtersLoaded();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(keyCalls(calls).at(-1)!.params).toMatchObject({ status: 'all', skip: 0 }));
    fireEvent.change(screen.getByPlaceholderText('Customer name, number or ID'), { target: { value: 'HNCX000041' } });
    await waitFor(() => expect(keyCalls(calls).at(-1)!.params).toMatchObject({ status: 'all', searchTerm: 'HNCX000041', skip: 0 }));
  });

  it('says so when no key matches', async () => {
    open(() => ok({ items: [], count: 0 }));
    expect(await screen.findByText('No Customer API keys found using the current filters.')).toBeTruthy();
  });

  it('is in the User Management menu for super_admin only (intake_keys.manage)', () => {
    const entries = (role: string) => buildMenu([customerKeys], [], abilitiesFor(role)).flatMap((g) => g.entries.map((e) => `${g.name}: ${e.label} ${e.path}`));
    expect(entries('super_admin')).toEqual(['User Management: Customer API Keys /intake-keys']);
    expect(entries('customer_support')).toEqual([]);
  });
});
