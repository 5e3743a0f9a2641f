import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { createDataProvider } from '../../src/console/data/dataProvider';
import { createHttpClient } from '../../src/console/data/httpClient';
import { fakeApi, fail, ok } from './fakeApi';

const setup = (route: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi(route);
  const http = createHttpClient({ baseURL: '/api/v1', adapter: api.adapter, onError: () => undefined, onSessionLost: () => undefined });
  return { dp: createDataProvider(http), calls: api.calls };
};

describe('dataProvider over the resource configs', () => {
  it('getList calls api.list with skip/limit/sortBy/sortOrder/searchTerm and filters, and unwraps { items, count }', async () => {
    const { dp, calls } = setup(() => ok({ items: [{ id: 3, name: 'Hemas' }], count: 41 }));
    const res = await dp.getList('suppliers', {
      pagination: { page: 3, perPage: 20 }, sort: { field: 'name', order: 'DESC' }, filter: { searchTerm: 'hem', status: '' },
    });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/supplier/admin/fetch-all' });
    expect(calls[0].params).toEqual({ skip: 40, limit: 20, sortBy: 'name', sortOrder: 'DESC', searchTerm: 'hem' });
    expect(res).toEqual({ data: [{ id: 3, name: 'Hemas' }], total: 41 });
  });

  it('reads a page bigger than the server allows (CSV export) in calls of at most 500', async () => {
    const rows = (skip: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: skip + i + 1 }));
    const { dp, calls } = setup((c) => ok({ items: rows(Number(c.params.skip), Math.min(Number(c.params.limit), 1200 - Number(c.params.skip))), count: 1200 }));
    const res = await dp.getList('suppliers', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(calls.map((c) => [c.params.skip, c.params.limit])).toEqual([[0, 500], [500, 500]]);
    expect(res.data).toHaveLength(1000);
    expect(res.total).toBe(1200);
  });

  it('getOne sends the id in the config idParam and unwraps the record', async () => {
    const { dp, calls } = setup(() => ok({ id: 12, name: 'Hemas' }));
    const res = await dp.getOne('suppliers', { id: '12' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/supplier/admin/fetch', params: { supplierId: '12' } });
    expect(res.data).toEqual({ id: 12, name: 'Hemas' });
  });

  it('create and update POST the body; update carries the idField', async () => {
    const { dp, calls } = setup((c) => ok({ id: 5, ...(c.body as object) }));
    await dp.create('users', { data: { firstName: 'Kasun' } });
    await dp.update('suppliers', { id: '5', data: { name: 'Hemas Ltd' }, previousData: { id: 5 } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/agent/auth/register', body: { firstName: 'Kasun' } });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/supplier/admin/edit', body: { name: 'Hemas Ltd', id: '5' } });
  });

  it('getMany of a resource without getOne reads the list and keeps the asked ids', async () => {
    const { dp, calls } = setup(() => ok({ items: [{ id: 1, name: 'Colombo 03' }, { id: 2, name: 'Kandy' }], count: 2 }));
    const res = await dp.getMany('pharmacy-locations', { ids: [2] });
    expect(calls[0].url).toBe('/pharmacy/admin/get-pharmacies-list');
    expect(res.data).toEqual([{ id: 2, name: 'Kandy' }]);
  });

  it('delete is refused with a clear error', async () => {
    const { dp, calls } = setup(() => ok({}));
    await expect(dp.delete('suppliers', { id: 1, previousData: { id: 1 } })).rejects.toThrow(/cannot be deleted/);
    expect(calls).toHaveLength(0);
  });

  it('a failure becomes an HttpError with the server message and its details per field', async () => {
    const { dp } = setup(() => fail(400, 'Validation failed', 'VALIDATION_FAILED', [{ field: 'email', message: 'must be a valid email' }, { field: 'roles.0', message: 'unknown role' }]));
    const error = await dp.create('users', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Validation failed');
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body.errors).toEqual({ email: 'must be a valid email', roles: 'unknown role' });
  });
});
