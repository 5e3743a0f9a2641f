export type ManagerKind = 'assign' | 'reassign';

/** The chat manager's routes under /app, by list: Assign Order (unassigned orders) and Re-assign Order (assigned ones). */
export const MANAGER_ROUTES: Record<ManagerKind, string> = { assign: '/chat-manager/assign-order', reassign: '/chat-manager/re-assign-order' };
/** The ability each list needs (its workflow page in ./index.ts and the early request alike). */
export const MANAGER_ABILITIES: Record<ManagerKind, string> = { assign: 'chat_manager.assign', reassign: 'chat_manager.reassign' };

/** One page of a chat manager list as a call. */
export function managerPageRequest(kind: ManagerKind, params: Record<string, unknown>, skip: number, limit: number, cursor?: string): { path: string; query: Record<string, unknown> } {
  const path = kind === 'assign' ? '/orders/admin/get-unassigned-orders-list' : '/orders/admin/get-assigned-orders-list';
  return { path, query: { ...params, skip, limit, ...(cursor ? { cursor } : {}) } };
}
