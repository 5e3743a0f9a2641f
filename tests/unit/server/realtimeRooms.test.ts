import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePermissions } from '../../../src/shared/permissions/model';
import { ORDER_WATCH_ABILITIES } from '../../../src/server/events';
import { roomsFor } from '../../../src/server/plugins/realtime';

const model = parsePermissions(readFileSync('permissions.yaml', 'utf8'));
const permissions = {
  grantFor: (role: string, abilities: string[]) => {
    for (const a of abilities) { const g = model.roles.get(role as never)?.get(a); if (g) return g; }
    return null;
  },
};

describe('realtime rooms of an audience', () => {
  it('sends order events to roles that see order lists, own-location roles only for their location', () => {
    const rooms = roomsFor({ event: 'stepChanged', payload: {}, audience: { abilities: ORDER_WATCH_ABILITIES, locationId: 3 } }, permissions);
    expect(rooms).toContain('role:pharmacist');
    expect(rooms).toContain('role:management');
    expect(rooms).toContain('role:external_pharmacist:loc:3');
    expect(rooms).not.toContain('role:external_pharmacist');
    expect(rooms.filter((r) => /delivery_agent|procurement_officer|grn_officer|finance/.test(r))).toEqual([]);
  });

  it('names roles, agents, or everyone when no ability is given', () => {
    expect(roomsFor({ event: 'x', payload: {}, audience: { roles: ['finance'], locationId: 2 } }, permissions)).toEqual(['role:finance:loc:2']);
    expect(roomsFor({ event: 'x', payload: {}, audience: { agentIds: [5] } }, permissions)).toEqual(['agent:5']);
    expect(roomsFor({ event: 'x', payload: {} }, permissions)).toEqual(['staff']);
  });
});
