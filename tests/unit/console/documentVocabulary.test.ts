import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enumLabel, ENUM_LABEL_SETS } from '../../../src/shared/schemas/enumLabels';
import { ORDER_STATUSES, orderStatusLabel } from '../../../src/shared/orders/statuses';
import { missingNeeds } from '../../../src/console/generated/listNeeds';
import { choicesFor } from '../../../src/console/generated/enumChoices';
import { defineResource } from '../../../src/shared/resources/defineResource';
import { resources } from '../../../resources/index';
import { loadSchemaFiles } from '../../../src/server/schemas';

/** The generator vocabulary issue 21 added for orders and their documents (docs/adding-an-entity.md). */
const schemas = loadSchemaFiles();
const schema = (id: string) => schemas.find((s) => s.$id === id)!;

describe('x-enum-labels', () => {
  it('words every order status by the shared statuses, in every schema that names the set', () => {
    for (const n of ORDER_STATUSES) expect(enumLabel(schema('order').properties.orderStatus, n)).toBe(orderStatusLabel(n));
    expect(enumLabel(schema('orderListRow').properties.status, 5)).toBe('Placed');
    expect(enumLabel(schema('orderLog').properties.toStatus, 21)).toBe('Completed');
  });

  it('takes words from the schema itself, and leaves values without words to the screens', () => {
    expect(['0', '1', '2', '3'].map((v) => enumLabel(schema('quotation').properties.status, Number(v)))).toEqual(['Open', 'Invoiced', 'Cancelled', 'Expired']);
    expect(enumLabel(schema('invoice').properties.status, 'posted')).toBeUndefined();
    expect(enumLabel(schema('order').properties.orderStatus, null)).toBeUndefined();
  });

  it('refuses a set that does not exist, naming it', () => {
    expect(() => enumLabel({ enum: [1], 'x-enum-labels': 'nope' }, 1)).toThrow('no set "nope"');
  });

  it('gives choices whose ids are the values on screens and strings in filters', () => {
    const p = schema('quotation').properties.status;
    expect(choicesFor(p, true)).toEqual([{ id: 0, name: 'Open' }, { id: 1, name: 'Invoiced' }, { id: 2, name: 'Cancelled' }, { id: 3, name: 'Expired' }]);
    expect(choicesFor(p).map((c) => c.id)).toEqual(['0', '1', '2', '3']);
    expect(choicesFor(schema('invoice').properties.status).map((c) => c.name)).toEqual(['Draft', 'Posted', 'Cancelled']);
  });

  it('every named set every schema uses exists', () => {
    for (const s of schemas) for (const [name, p] of Object.entries(s.properties)) {
      const labels = p['x-enum-labels'];
      if (typeof labels === 'string') expect(ENUM_LABEL_SETS[labels], `${s.$id}.${name}`).toBeDefined();
    }
  });
});

describe('x-reference.display and x-item-schema', () => {
  it('name properties the records carry and schemas that exist', () => {
    const ids = new Set(schemas.map((s) => s.$id));
    for (const s of schemas) for (const [name, p] of Object.entries(s.properties)) {
      if (p['x-item-schema']) expect(ids.has(p['x-item-schema']), `${s.$id}.${name}`).toBe(true);
      if (p['x-reference']?.display) expect(p['x-reference'].display, `${s.$id}.${name}`).not.toBe(name);
    }
  });
});

describe('api.list.needs', () => {
  const config = defineResource({ name: 'x', schema: 'order', label: 'X', api: { list: { method: 'GET', path: '/x', needs: ['searchKey'] } }, access: {} });

  it('waits while a needed filter is absent, empty or blank, and not once it holds a value (generated)', () => {
    fc.assert(fc.property(fc.oneof(fc.constant(undefined), fc.constant(null), fc.stringMatching(/^\s*$/)), (blank) => {
      expect(missingNeeds(config, { searchType: 'orderId', searchKey: blank })).toEqual(['searchKey']);
    }));
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (key) => {
      expect(missingNeeds(config, { searchKey: key })).toEqual([]);
    }));
    expect(missingNeeds(resources.find((r) => r.name === 'quotations')!, {})).toEqual([]);
  });
});
