import { Navigate } from 'react-router-dom';

/** Unknown paths under /app go to the public /404 (spec 2, Guards). */
export function GoToNotFound() {
  return <Navigate to="/404" replace />;
}
