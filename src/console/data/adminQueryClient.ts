import { QueryClient } from '@tanstack/react-query';
import { getAuth, subscribeAuth } from './authState';

/** The query react-admin keeps authProvider.getPermissions() under (ra-core's usePermissions, no params). */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

const NONE = {};
/** What authProvider.getPermissions() answers: the chosen role's abilities. */
const permissionsOf = () => getAuth().abilities ?? NONE;

/**
 * react-admin's query client, holding the permissions the session already has. Left to itself,
 * react-admin asks authProvider.getPermissions() after its first render and, when that settles,
 * renders its whole route tree again (~150 routes) and re-registers every resource: on a phone a
 * long task before the page's rows. Known from the start, that second pass does not happen.
 */
export function makeAdminQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(PERMISSIONS_QUERY_KEY, permissionsOf());
  return client;
}

/**
 * Keeps the entry equal to the session's abilities (an ability refresh that changed something, a
 * role switch), as the query would have been on its next fetch. Returns the unsubscribe.
 */
export function followPermissions(client: QueryClient): () => void {
  const sync = () => {
    const next = permissionsOf();
    if (client.getQueryData(PERMISSIONS_QUERY_KEY) !== next) client.setQueryData(PERMISSIONS_QUERY_KEY, next);
  };
  sync();
  return subscribeAuth(sync);
}
