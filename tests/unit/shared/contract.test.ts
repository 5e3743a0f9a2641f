import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/shared/resources/defineResource';
import { contractProblems, fullContract, parseContract } from '../../../src/shared/resources/contract';

const contract = parseContract('# x\nGET /supplier/admin/fetch-all\nPOST /supplier/admin/save\n+GET /agent/auth/permissions\n');
const config = (name: string, api: Record<string, { method: 'GET' | 'POST'; path: string }>) =>
  defineResource({ name, schema: 's', label: 'Things', api, access: {} });

describe('the contract check of resource configs', () => {
  it('accepts spec paths and clearly new paths (RxDesk additions declared by the config)', () => {
    const vans = config('vans', { list: { method: 'GET', path: '/fleet/delivery-vans' }, create: { method: 'POST', path: '/fleet/delivery-van/save' } });
    expect(contractProblems([config('suppliers', { list: { method: 'GET', path: '/supplier/admin/fetch-all' } }), vans], contract)).toEqual([]);
    expect(fullContract([vans], contract).has('POST /fleet/delivery-van/save')).toBe(true);
  });

  it('catches a spec path with the wrong method, a typo of a spec path, and a call declared twice', () => {
    const problems = contractProblems([
      config('a', { create: { method: 'GET', path: '/supplier/admin/save' } }),
      config('b', { list: { method: 'GET', path: '/supplier/admin/fetchall' } }),
      config('c', { list: { method: 'GET', path: '/fleet/vans' } }),
      config('d', { list: { method: 'GET', path: '/fleet/vans' } }),
    ], contract);
    expect(problems).toEqual([
      'a: the contract calls /supplier/admin/save with POST, not GET',
      "b: GET /supplier/admin/fetchall is one typo away from the contract's /supplier/admin/fetch-all (use the contract's path, or a clearly different one)",
      'd: GET /fleet/vans is also declared by c',
    ]);
  });
});
