import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import auditRecords from '../../../resources/auditRecords';
import users from '../../../resources/users';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated, filtersLoaded } from '../generatedHarness';
import { abilitiesFor } from '../signedIn';

// The audit search is declared (resources/auditRecords.ts): a generated list over GET /audit/search.
const row = (id: number, patch: object = {}) => ({
  id, at: '2025-03-04T10:15:00.000Z', agentId: 7, agentName: 'Nimali Perera', agentDisplayId: 'HNAD000007', role: 'procurement_officer',
  locationId: 1, locationName: 'Colombo 03', entity: 'supplier', recordId: '12', action: 'update',
  changes: { contactPerson: { before: 'Dilani Fernando', after: 'Ruwan Silva' } }, ...patch,
});
const agents = [{ id: 7, firstName: 'Nimali', lastName: 'Perera', email: 'nimali@rxdesk.test', displayId: 'HNAD000007' }];
const open = (api: (c: Call) => Reply | undefined) => renderGenerated(auditRecords, '/app/audit', (c) => {
  if (c.url === '/agent/auth/get-agents-list') return ok({ items: agents, count: 1 });
  return api(c);
}, 'super_admin', [users]);
const searches = (calls: Call[]) => calls.filter((c) => c.url === '/audit/search');

describe('the audit search (declared)', () => {
  it('shows who, where, what and each change before → after, in words', async () => {
    open((c) => (c.url === '/audit/search' ? ok({ items: [
      row(3), row(2, { action: 'update', changes: { password: { before: '[redacted]', after: '[redacted]' } } }),
      row(1, { action: 'create', agentName: null, agentId: null, role: 'customer', locationName: null, changes: { name: { before: null, after: 'Ruhunu Medical' } } }),
    ], count: 3 }) : undefined));
    const first = (await screen.findAllByText(/Nimali Perera \(Procurement/))[0].closest('tr')!;
    expect(within(first).getByText('Colombo 03')).toBeTruthy();
    expect(within(first).getByText('Edited')).toBeTruthy();
    expect(within(first).getByText('Contact person:')).toBeTruthy();
    expect(within(first).getByText('Dilani Fernando')).toBeTruthy();
    expect(screen.getByText('changed (hidden)')).toBeTruthy();
    const created = screen.getByText('Created').closest('tr')!;
    expect(within(created).getByText('Customer')).toBeTruthy();
    expect(within(created).getByText(/Ruhunu Medical/)).toBeTruthy();
  });

  it('searches by entity, record and date range and pages the results', async () => {
    const { calls } = open((c) => (c.url === '/audit/search' ? ok({ items: Array.from({ length: Number(c.params.limit) }, (_, i) => row(Number(c.params.skip ?? 0) + i + 1)), count: 60 }) : undefined));
    await screen.findAllByText('Colombo 03');
    expect(searches(calls)[0].params).toMatchObject({ skip: 0, limit: 25 });
    await filtersLoaded();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Entity' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Supplier' }));
    fireEvent.change(screen.getByLabelText('Record ID'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    await waitFor(() => expect(searches(calls).at(-1)?.params).toMatchObject({ entity: 'supplier', recordId: '12', from: '2025-03-01', to: '2025-03-31', skip: 0, limit: 25 }));
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(searches(calls).at(-1)?.params).toMatchObject({ entity: 'supplier', skip: 25 }));
  });

  it('refuses a date range that ends before it starts, naming the field, and does not search with it', async () => {
    const { calls } = open((c) => (c.url === '/audit/search' ? ok({ items: [row(1)], count: 1 }) : undefined));
    await screen.findByText('Colombo 03');
    await filtersLoaded();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-31' } });
    await waitFor(() => expect(searches(calls).at(-1)?.params).toMatchObject({ from: '2025-03-31' }));
    const before = searches(calls).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-01' } });
    expect(await screen.findByText('To must not be before From')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 800)); // past the filter form's debounce
    expect(searches(calls).length).toBe(before);
    expect(searches(calls).some((c) => c.params.to)).toBe(false);
  });

  it('refuses a record id the trail cannot hold, with a message under the box', async () => {
    const { calls } = open((c) => (c.url === '/audit/search' ? ok({ items: [row(1)], count: 1 }) : undefined));
    await screen.findByText('Colombo 03');
    fireEvent.change(screen.getByLabelText('Record ID'), { target: { value: '12 OR 1=1' } });
    expect(await screen.findByText('Record ID must be letters, digits and . _ : - only (up to 64)')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 800));
    expect(searches(calls).some((c) => c.params.recordId)).toBe(false);
  });

  it('filters by user with a picker of users, not a box for an id', async () => {
    const { calls } = open((c) => (c.url === '/audit/search' ? ok({ items: [row(1)], count: 1 }) : undefined));
    await screen.findByText('Colombo 03');
    await filtersLoaded();
    const user = screen.getByRole('combobox', { name: 'User' });
    fireEvent.change(user, { target: { value: 'nim' } });
    fireEvent.click(await screen.findByRole('option', { name: 'nimali@rxdesk.test' }));
    await waitFor(() => expect(searches(calls).at(-1)?.params).toMatchObject({ agentId: 7, skip: 0 }));
  });

  it('is in the User Management menu for super_admin only (audit.search)', () => {
    const entries = (role: string) => buildMenu([auditRecords], [], abilitiesFor(role)).flatMap((g) => g.entries.map((e) => `${g.name}: ${e.label} ${e.path}`));
    expect(entries('super_admin')).toEqual(['User Management: Audit Trail /audit']);
    expect(entries('finance')).toEqual([]);
  });
});
