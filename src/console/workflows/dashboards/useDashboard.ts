import { useGet } from '../../data/useGet';

/** GET a dashboard call with `params` (null: the filter is invalid, ask nothing and keep the last figures); asked again when they change. */
export const useDashboard = <T,>(path: string, params: Record<string, unknown> | null) =>
  useGet<T>(path, params, 0, { keepWhileIdle: true });
