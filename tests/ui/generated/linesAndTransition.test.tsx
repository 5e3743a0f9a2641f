import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import stockTransfers from '../../fixtures/entity/resources/stockTransfers';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated } from '../generatedHarness';
import { abilitiesFor } from '../signedIn';

// The stock transfer fixture (docs/adding-an-entity.md "Lines and a transition") is only declared:
// these are its generated screens. Its schema lives under tests/fixtures, so the console learns it here.
import schema from '../../fixtures/entity/schemas/stockTransfer.schema.json';
import { schemaList, schemaOf } from '../../../src/console/generated/schemaFiles';
import { addFieldLabels } from '../../../src/console/i18n/fieldLabels';
import { resourceFieldLabels } from '../../../src/console/i18n/resourceMessages';
if (!schemaList.some((s) => s.$id === 'stockTransfer')) schemaList.push(schema as never);
addFieldLabels(resourceFieldLabels([stockTransfers], schemaOf));

const LOCATIONS = [{ id: 1, name: 'Colombo 03' }, { id: 2, name: 'Kandy Hillside Pharmacy' }];
const transfer = (patch: object = {}) => ({
  id: 4, displayId: 'ST00004', fromLocationId: 1, toLocationId: 2, status: 'draft', createdAt: '2026-11-25T08:00:00Z', updatedAt: '2026-11-25T08:00:00Z',
  lines: [{ productName: 'Paracetamol 500 mg', quantity: 400, unitCost: 1.1, lineTotal: 440 }, { productName: 'ORS', quantity: 2, unitCost: 12.35, lineTotal: 24.7 }],
  ...patch,
});
const serve = (more: (c: Call) => Reply | undefined, record = transfer()) => (c: Call): Reply | undefined => {
  if (c.url === '/pharmacy/admin/get-pharmacies-list') return ok({ items: LOCATIONS, count: 2 });
  if (c.url === '/test-entity/stock-transfer') return ok(record);
  if (c.url === '/audit/records') return ok({ items: [], count: 0 });
  return more(c);
};

describe('a generated transition and the lines on the show page', () => {
  it('hides Approve from a role without the ability, and the menu follows the declarations', async () => {
    renderGenerated(stockTransfers, '/app/test-entity/stock-transfer/4', serve(() => undefined), 'finance');
    expect(await screen.findByText('Paracetamol 500 mg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const entries = (role: string) => buildMenu([stockTransfers], [], abilitiesFor(role)).flatMap((g) => g.entries.map((e) => e.label));
    expect(entries('super_admin')).toEqual(['Stock transfers', 'New stock transfer']);
    expect(entries('delivery_agent')).toEqual([]);
  });
});
