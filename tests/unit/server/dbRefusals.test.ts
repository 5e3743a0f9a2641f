import { describe, expect, it } from 'vitest';
import { SchemaRegistry } from '../../../src/shared/schemas/registry';
import { loadSchemaFiles } from '../../../src/server/schemas';
import { columnsOfDetail, refusalOf } from '../../../src/server/generic/dbRefusals';

const registry = new SchemaRegistry(loadSchemaFiles());

describe('database refusals as people read them', () => {
  it('reads the columns of a constraint detail, through lower() and casts', () => {
    expect(columnsOfDetail('Key (lower(name::text))=(cipla lanka) already exists.')).toEqual(['name']);
    expect(columnsOfDetail('Key (city_id)=(99) is not present in table "cities".')).toEqual(['city_id']);
  });

  it('names the field of a duplicate, a missing value and a broken CHECK by its label', () => {
    expect(refusalOf(registry, { code: '23505', table: 'suppliers', detail: 'Key (lower(name))=(x) already exists.' })).toEqual({
      status: 409, error: 'CONFLICT', message: 'A supplier with this name already exists',
      details: [{ field: 'name', message: 'A supplier with this name already exists' }],
    });
    expect(refusalOf(registry, { code: '23502', table: 'suppliers', column: 'contact_person' })).toMatchObject({ status: 400, message: 'Contact person is required' });
    expect(refusalOf(registry, { code: '23514', table: 'suppliers', constraint: 'suppliers_email_check' })).toMatchObject({ status: 409, message: 'E-mail is not an allowed value' });
  });

  it('stays general where no schema describes the table, and leaves other errors alone', () => {
    expect(refusalOf(registry, { code: '23505', table: 'nowhere', constraint: 'nowhere_x_key' })).toEqual({ status: 409, error: 'CONFLICT', message: 'A record with these details already exists' });
    expect(refusalOf(registry, { code: '23514', constraint: 'product_batches_quantity_check', table: 'product_batches' })?.status).toBe(409);
    expect(refusalOf(registry, { code: '42P01' })).toBeUndefined();
  });

  it('answers a value PostgreSQL cannot hold or read (out of range, malformed, bad date, too long) with a 400', () => {
    for (const code of ['22003', '22P02', '22007', '22008', '22001']) {
      expect(refusalOf(registry, { code })).toMatchObject({ status: 400, error: 'VALIDATION_FAILED', message: expect.stringMatching(/^A value in the request /) });
    }
    expect(refusalOf(registry, { code: '22003', table: 'products', column: 'retail_price' })).toMatchObject({
      status: 400, message: 'Retail price is out of the range that can be stored', details: [{ field: 'retailPrice' }],
    });
  });
});
