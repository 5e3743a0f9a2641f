import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Ajv from 'ajv';
import { SchemaRegistry, deriveSchema } from '../../../src/shared/schemas/registry';
import { summarise, toFieldErrors, withArticle } from '../../../src/shared/schemas/messages';
import { tooLongMessage } from '../../../src/shared/schemas/tooLong';
import type { EntitySchema } from '../../../src/shared/schemas/types';

// A provider schema as a new developer writes it: plain optional properties, one pattern with its
// own message, one without. Messages must name fields by label and never show a regular expression.
const provider: EntitySchema = {
  $id: 'provider', title: 'Insurance provider', type: 'object',
  properties: {
    id: { type: 'integer', readOnly: true },
    code: { type: 'string', pattern: '^[A-Z]{3,6}$', 'x-pattern-message': 'must be 3 to 6 capital letters', 'x-label': 'Code' },
    name: { type: 'string', minLength: 2, maxLength: 10, 'x-label': 'Name' },
    contactEmail: { type: 'string', format: 'email', 'x-label': 'Contact e-mail' },
    phone: { type: 'string', pattern: '^[0-9]+$' },
    seats: { type: 'integer', minimum: 1, 'x-label': 'Seats' },
    tier: { type: 'string', enum: ['gold', 'silver'], 'x-label': 'Tier' },
  },
  required: ['code', 'name'],
  additionalProperties: false,
};
const registry = new SchemaRegistry([provider]);
const messages = (body: unknown, variant: 'create' | 'update' = 'create') =>
  Object.fromEntries(registry.check('provider', body, variant).map((d) => [d.field, d.message]));

describe('field messages', () => {
  it('read as sentences naming the field by its label', () => {
    expect(messages({ code: 'ab1', name: 'X', contactEmail: 'nope', phone: '12a', seats: 0.5, tier: 'bronze' })).toEqual({
      code: 'Code must be 3 to 6 capital letters',
      name: 'Name must be at least 2 characters',
      contactEmail: 'Contact e-mail must be a valid e-mail address',
      phone: 'Phone is not in the expected form',
      seats: 'Seats must be a whole number',
      tier: 'Tier must be one of: Gold, Silver',
    });
  });

  it('say what is required on an empty submit, and never show a regular expression', () => {
    const all = registry.check('provider', {}, 'create');
    expect(all).toEqual([{ field: 'code', message: 'Code is required' }, { field: 'name', message: 'Name is required' }]);
    for (const d of registry.check('provider', { code: '1', name: 'Acme', phone: 'x' })) expect(d.message).not.toMatch(/[\^$[\]{}]/);
  });

  it('a null for a required field on an update is "required", not a type error', () => {
    expect(messages({ id: 1, name: null }, 'update')).toEqual({ name: 'Name is required' });
  });

  it('summarise a request as one sentence with a count of the rest', () => {
    expect(summarise(registry.check('provider', {}, 'create'))).toBe('Code is required (and 1 more)');
    expect(summarise([{ field: 'querystring.orderId', message: 'or customerId is required' }])).toBe('Order id or customerId is required');
    expect(withArticle('insurance provider')).toBe('an insurance provider');
  });
});

describe('optional properties can be cleared', () => {
  it('accept null in create and update bodies for every optional type, never for required ones', () => {
    expect(messages({ id: 1, contactEmail: null, phone: null, seats: null, tier: null }, 'update')).toEqual({});
    expect(messages({ code: 'ABC', name: 'Acme', tier: null, seats: null })).toEqual({});
    expect(messages({ id: 1, code: null }, 'update')).toEqual({ code: 'Code is required' });
    const update = deriveSchema(provider, 'update');
    expect(update.properties?.tier).toMatchObject({ type: ['string', 'null'], enum: ['gold', 'silver', null] });
    expect(update.properties?.code).toMatchObject({ type: 'string' });
  });
});

describe('tooLongMessage (a light page\'s length check without ajv)', () => {
  it('refuses exactly what ajv refuses for maxLength, counting characters as ajv does, in the same words', () => {
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '名', '💊', ' '), maxLength: 12 }), fc.integer({ min: 0, max: 10 }), (text, max) => {
      const schema = { type: 'object', properties: { box: { type: 'string', maxLength: max, 'x-label': 'E-mail' } } } as const;
      const validate = ajv.compile(schema);
      const ok = validate({ box: text });
      const message = tooLongMessage(schema.properties.box, text);
      expect(message === null).toBe(ok);
      if (!ok) expect(message).toBe(toFieldErrors(validate.errors)[0].message);
    }), { numRuns: 300 });
  });
});
