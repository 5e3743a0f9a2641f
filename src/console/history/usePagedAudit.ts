import { useGet } from '../data/useGet';
import type { AuditRow } from './format';

export interface AuditPage { items: AuditRow[]; count: number }

/** One page of an audit call (History or search), read again when its parameters change. */
export const usePagedAudit = (path: string, params: Record<string, unknown> | null, nonce = 0) =>
  useGet<AuditPage>(path, params, nonce, { keepWhileIdle: true });
