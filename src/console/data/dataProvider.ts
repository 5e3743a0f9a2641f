import type { AxiosInstance } from 'axios';
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'ra-core';
import type { ApiCall, ResourceConfig } from '@shared/resources/defineResource';
import { resources as allResources } from '@resources/index';
import { callApi, httpClient } from './httpClient';
import { toApiError } from './apiError';
import { detailsToFieldErrors } from './fieldErrors';
import { fromContractNames, toContractNames, unwrapRecord } from './contractNames';
import { missingNeeds } from '../generated/listNeeds';

type Params = Record<string, unknown>;

/** The most rows one list call may ask for (the server refuses more). */
export const MAX_LIMIT = 500;

const fillPath = (path: string, id: Identifier) => path.replace(':id', encodeURIComponent(String(id)));

/**
 * react-admin's DataProvider over the resource configs of resources/index.ts: each method becomes
 * the config's api call; the envelope is unwrapped and failures become HttpError with the
 * server's text (and `errors` per field, so forms show them).
 */
export function createDataProvider(http: AxiosInstance = httpClient, configs: ResourceConfig[] = allResources): DataProvider {
  const configOf = (resource: string): ResourceConfig => {
    const c = configs.find((r) => r.name === resource);
    if (!c) throw new HttpError(`Unknown resource "${resource}"`, 0, {});
    return c;
  };
  const callOf = (c: ResourceConfig, kind: keyof ResourceConfig['api']): ApiCall => {
    const call = c.api[kind];
    if (!call) throw new HttpError(`${c.label}: "${kind}" is not supported`, 0, {});
    return call;
  };
  const withId = (c: ResourceConfig, record: RaRecord): RaRecord =>
    c.idField === 'id' || record.id !== undefined ? record : { ...record, id: record[c.idField] };

  // Reads are not silent: the http client toasts the failure once (react-admin's copy is deduplicated).
  // Saves are silent: the form shows field errors on the fields and react-admin toasts the rest, once.
  const run = async <T>(call: ApiCall, params: Params | undefined, id?: Identifier, silent = false): Promise<T> => {
    const path = id !== undefined ? fillPath(call.path, id) : call.path;
    try {
      return unwrapRecord(call, await callApi<T>(call.method, path, call.method === 'POST' ? toContractNames(call, params) : params, { http, silent }));
    } catch (e) {
      const err = toApiError(e);
      // A module may name a body field as `body.<name>` (ajv's instance path style).
      const details = err.fieldDetails.map((d) => ({ ...d, field: d.field.replace(/^(body|querystring)\./, '') }));
      const errors = detailsToFieldErrors(fromContractNames(call, details));
      throw new HttpError(err.message, err.status, Object.keys(errors).length ? { ...err.body, errors } : { ...err.body });
    }
  };

  const listPage = async (c: ResourceConfig, p: Partial<GetListParams>, skip: number, limit: number) => {
    const call = callOf(c, 'list');
    // A search-only call (api.list.needs) is not asked until its filters hold a value (the list says what to type).
    if (missingNeeds(c, p.filter).length) return { data: [] as RaRecord[], total: 0 };
    const query: Params = { ...(call.paged === false ? {} : { skip, limit }), ...(call.params ?? {}), ...(p.filter ?? {}) };
    if (p.sort?.field && call.sortable !== false) Object.assign(query, { sortBy: p.sort.field, sortOrder: p.sort.order === 'DESC' ? 'DESC' : 'ASC' });
    const data = await run<{ items: RaRecord[]; count: number } | RaRecord[]>(call, toContractNames(call, query));
    const keys = call.listKeys ?? { items: 'items', count: 'count' };
    const page = data as unknown as Record<string, unknown>;
    const items = Array.isArray(data) ? data : (page[keys.items] as RaRecord[]);
    const meta = call.meta && !Array.isArray(data) ? Object.fromEntries(call.meta.map((k) => [k, page[k]])) : undefined;
    return { data: items.map((r) => withId(c, r)), total: Array.isArray(data) ? data.length : Number(page[keys.count]), ...(meta ? { meta } : {}) };
  };

  // The server answers at most MAX_LIMIT rows a call; a bigger page (CSV export) is read in parts.
  const list = async (c: ResourceConfig, p: Partial<GetListParams>) => {
    const { page = 1, perPage = 25 } = p.pagination ?? {};
    const start = (page - 1) * perPage;
    const first = await listPage(c, p, start, Math.min(perPage, MAX_LIMIT));
    for (let got = first.data.length; got < perPage && start + got < first.total; ) {
      const next = await listPage(c, p, start + got, Math.min(perPage - got, MAX_LIMIT));
      if (!next.data.length) break;
      first.data.push(...next.data);
      got += next.data.length;
    }
    return first;
  };

  const getOne = async (c: ResourceConfig, id: Identifier) => {
    const call = callOf(c, 'getOne');
    const record = await run<RaRecord>(call, call.idParam ? { [call.idParam]: id } : undefined, call.idParam ? undefined : id);
    return { data: withId(c, record) };
  };

  // Records listed by a foreign key through their own call (api.reference: a PO's GRNs), paged here.
  const byReference = async (c: ResourceConfig, call: ApiCall, target: string, id: Identifier, p: Partial<GetListParams>) => {
    const data = await run<{ items: RaRecord[] } | RaRecord[]>(call, { [target]: id });
    const items = (Array.isArray(data) ? data : data.items).map((r) => withId(c, r));
    const { page = 1, perPage = 10 } = p.pagination ?? {};
    return { data: items.slice((page - 1) * perPage, page * perPage), total: items.length };
  };

  const provider: DataProvider<string> = {
    getList: (resource, params) => list(configOf(resource), params),
    getOne: (resource, params) => getOne(configOf(resource), params.id),
    getMany: async (resource, params) => {
      const c = configOf(resource);
      if (c.api.getOne) return { data: await Promise.all(params.ids.map(async (id) => (await getOne(c, id)).data)) };
      // No getOne call (reference lists): read pages until every id is found.
      const wanted = new Set(params.ids.map(String));
      const found: RaRecord[] = [];
      for (let page = 1; page <= 20 && found.length < wanted.size; page++) {
        const { data, total } = await list(c, { pagination: { page, perPage: 100 } });
        found.push(...data.filter((r) => wanted.has(String(r.id))));
        if (page * 100 >= total || data.length === 0) break;
      }
      return { data: found };
    },
    // A record action of a resource config (actions: a transition, a reset): one contract call, silent (the dialog shows the refusal).
    request: <T = RaRecord>(method: ApiCall['method'], path: string, body?: Params) => run<T>({ method, path }, body, undefined, true),
    getManyReference: (resource, params) => {
      const c = configOf(resource);
      if (c.api.reference) return byReference(c, c.api.reference, params.target, params.id, params);
      return list(c, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    create: async (resource, params) => {
      const c = configOf(resource);
      return { data: withId(c, await run<RaRecord>(callOf(c, 'create'), params.data, undefined, true)) };
    },
    update: async (resource, params) => {
      const c = configOf(resource);
      const call = callOf(c, 'update');
      const idField = call.idField ?? c.idField;
      const body = { ...params.data, [idField]: params.data?.[idField] ?? params.id };
      return { data: withId(c, await run<RaRecord>(call, body, undefined, true)) };
    },
    updateMany: async (resource, params) => {
      for (const id of params.ids) await provider.update(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },
    delete: async (resource) => {
      throw new HttpError(`${configOf(resource).label}: records cannot be deleted here`, 0, {});
    },
    deleteMany: async (resource) => {
      throw new HttpError(`${configOf(resource).label}: records cannot be deleted here`, 0, {});
    },
  } as DataProvider<string>;
  return provider;
}

export const dataProvider = createDataProvider();
