import { Navigate } from 'react-router-dom';
import { useAppPath } from '../../routing/useAppPath';

/** /app/chat → /app/chats/action-required (spec 2). */
export default function ChatRedirect() {
  const appPath = useAppPath();
  return <Navigate to={appPath('/chats/action-required')} replace />;
}
