import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import IntakeKeysPage from '../../src/console/workflows/intakeKeys/IntakeKeysPage';
import { abilitiesFor, signInAs } from './signedIn';
import { fail, ok } from './fakeApi';
import { renderPage } from './workflows/harness';

const key = (id: number, patch: object = {}) => ({
  id, customerId: 40 + id, customerDisplayId: `HNCX0000${40 + id}`, customerName: `Customer ${id}`, contactNumber: '+94 77 555 0101',
  legacy: false, createdAt: '2025-03-04T10:15:00.000Z', lastUsedAt: null, revokedAt: null, revokedBy: null, revokeReason: null, ...patch,
});

describe('Customer API keys page', () => {
  it('lists keys and revokes one only after confirming, then reads the list again', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    let revoked = false;
    const { calls } = renderPage(<IntakeKeysPage />, {
      path: '/app/intake-keys',
      api: (c) => {
        if (c.url === '/intake/admin/customer-keys') return ok({ items: revoked ? [key(2)] : [key(1), key(2, { legacy: true })], count: revoked ? 1 : 2 });
        if (c.url === '/intake/admin/revoke-customer-key') { revoked = true; return ok({ id: 1, customerId: 41 }); }
        return undefined;
      },
    });
    const rows = await screen.findAllByTestId('key-row');
    expect(rows).toHaveLength(2);
    expect(calls[0].params).toMatchObject({ status: 'active', skip: 0, limit: 25 });
    expect(within(rows[0]).getByText('Never')).toBeTruthy();
    expect(within(rows[1]).getByText('issued before key records')).toBeTruthy();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Customer 1 \(HNCX000041\) will be signed out/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/intake/admin/revoke-customer-key')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Phone lost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.getAllByTestId('key-row')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/intake/admin/revoke-customer-key')?.body).toEqual({ keyId: 1, reason: 'Phone lost' });
  });

  it("shows the server's refusal inside the dialog and keeps it open", async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    renderPage(<IntakeKeysPage />, {
      path: '/app/intake-keys',
      api: (c) => (c.url === '/intake/admin/customer-keys' ? ok({ items: [key(1)], count: 1 })
        : c.url === '/intake/admin/revoke-customer-key' ? fail(409, 'Key 1 is already revoked', 'CONFLICT') : undefined),
    });
    fireEvent.click(within((await screen.findAllByTestId('key-row'))[0]).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Key 1 is already revoked')).toBeTruthy();
  });

  it('says so when no key matches', async () => {
    signInAs('super_admin', abilitiesFor('super_admin'));
    renderPage(<IntakeKeysPage />, { path: '/app/intake-keys', api: () => ok({ items: [], count: 0 }) });
    expect(await screen.findByText('No keys match these filters.')).toBeTruthy();
  });
});
