import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { abilitiesOf, parsePermissions } from '@shared/permissions/model';
import type { AbilityMap } from '@shared/permissions/model';
import { clearAuth, setAuth } from '../../src/console/data/authState';

/** Puts a signed-in session with a chosen role into the auth state. */
export function signInAs(role: string, abilities: AbilityMap, extra: { accessToken?: string; refreshToken?: string } = {}) {
  clearAuth();
  setAuth({
    token: { accessToken: extra.accessToken ?? 'access-1', refreshToken: extra.refreshToken ?? 'refresh-1' },
    user: { _id: 7, first_name: 'Nimali', last_name: 'Perera', email: 'nimali@rxdesk.test', designation: 'Chief Pharmacist, Colombo 03' },
    locations: [{ id: 1, name: 'Colombo 03' }],
    roles: [role],
    multiSelection: false,
    role,
    location: { id: 1, name: 'Colombo 03' },
    abilities,
  });
}

/** The real abilities of a role, from permissions.yaml. */
export const abilitiesFor = (role: string): AbilityMap =>
  abilitiesOf(parsePermissions(readFileSync(resolve(process.cwd(), 'permissions.yaml'), 'utf8')), role);
