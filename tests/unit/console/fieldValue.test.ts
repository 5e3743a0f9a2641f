import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import quotationLine from '@schemas/quotationLine.schema.json';
import chatMessage from '@schemas/chatMessage.schema.json';
import { checkField, propOf, valueOf } from '../../../src/console/generated/fieldValue';
import { normalisePath } from '../../../src/console/generated/serverFieldErrors';
import type { PropertySchema } from '../../../src/shared/schemas/types';
import { readdirSync, readFileSync } from 'node:fs';
import { columnTypeOf } from '../../../src/shared/schemas/bounds';
import { baseType } from '../../../src/console/generated/schemaProps';

// Every writable number property of every entity schema, as a bespoke page's box takes it.
const numberProps = readdirSync('schemas').filter((f) => f.endsWith('.schema.json')).flatMap((file) => {
  const schema = JSON.parse(readFileSync(`schemas/${file}`, 'utf8')) as { properties?: Record<string, PropertySchema> };
  return Object.entries(schema.properties ?? {}).filter(([, p]) => !p.readOnly && baseType(p) === 'number').map(([name]) => ({ file, name, schema: schema as { properties: Record<string, PropertySchema> } }));
});

const quantity = propOf(quotationLine as { properties: Record<string, PropertySchema> }, 'quantity');

describe('schema-driven field values', () => {
  it('keeps text that is no number as text, so a "-" or "." is refused, never dropped', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const v = valueOf(quantity, s);
      if (s.trim() === '') return v === undefined;
      return typeof v === 'number' ? String(Number(s.trim())) === String(v) : v === s;
    }));
    expect(valueOf(quantity, '2.5')).toBe(2.5);
    expect(valueOf(quantity, '-1')).toBe(-1);
    expect(valueOf(quantity, '-')).toBe('-');
  });

  it('accepts every whole quantity of 1 or more the schema allows and names the field for the rest', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: quantity.maximum ?? Number.MAX_SAFE_INTEGER }), (n) => checkField(quantity, valueOf(quantity, String(n)), 'Quantity') === null));
    fc.assert(fc.property(fc.integer({ max: 0 }), (n) => checkField(quantity, valueOf(quantity, String(n)), 'Quantity') === 'Quantity must be 1 or more'));
    for (const text of ['2.5', 'abc', '1,5']) expect(checkField(quantity, valueOf(quantity, text), 'Quantity')).toBe('Quantity must be a whole number');
    expect(checkField(quantity, valueOf(quantity, ''), 'Quantity', true)).toBe('Quantity is required');
  });

  it('refuses a whole number too large to be sent as typed', () => {
    expect(checkField(quantity, valueOf(quantity, '99999999999999999999'), 'Quantity')).toMatch(/^Quantity must be \d+ or less$/);
  });

  it('words a text over its limit with the limit of the schema', () => {
    const message = propOf(chatMessage as { properties: Record<string, PropertySchema> }, 'message');
    expect(checkField(message, 'x'.repeat(4001), 'Reply')).toBe('Reply must be at most 4000 characters');
    expect(checkField(message, 'x'.repeat(4000), 'Reply')).toBeNull();
  });

  it('bounds a bespoke box to its column as the server does: more decimals or a larger number than it keeps is refused', () => {
    expect(numberProps.length).toBeGreaterThan(10);
    for (const { file, name, schema } of numberProps) {
      const box = propOf(schema, name);
      const column = columnTypeOf(schema.properties[name])!;
      const scale = column.kind === 'numeric' ? column.scale : 0;
      const low = Math.max(box.minimum ?? 0, 0);
      const high = Math.min(box.maximum ?? column.max, column.max);
      fc.assert(fc.property(fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }), fc.integer({ min: 1, max: 9 }), (cents, extra) => {
        const kept = cents / 100;
        // Within range with the column's decimals: accepted. One more decimal place: refused, naming the field.
        expect(checkField(box, valueOf(box, String(kept)), 'Amount'), `${file} ${name} ${kept}`).toBeNull();
        const longer = `${kept.toFixed(scale)}${scale ? '' : '.'}${extra}`;
        expect(checkField(box, valueOf(box, longer), 'Amount'), `${file} ${name} ${longer}`).toMatch(/^Amount /);
      }), { numRuns: 20 });
      expect(checkField(box, valueOf(box, String(column.max * 10)), 'Amount'), `${file} ${name}`).toMatch(/^Amount must be/);
    }
  });

  it('spells server paths one way', () => {
    expect(normalisePath('values[3].newPp')).toBe('values.3.newPp');
    expect(normalisePath('body.lines.0.quantity')).toBe('lines.0.quantity');
  });
});
