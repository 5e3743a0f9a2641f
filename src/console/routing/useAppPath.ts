import { useBasename } from 'react-admin';

/** Absolute console paths under the /app shell (react-admin's basename). */
export function useAppPath(): (path: string) => string {
  const basename = useBasename();
  return (path: string) => `${basename}${path.startsWith('/') ? path : `/${path}`}`;
}
