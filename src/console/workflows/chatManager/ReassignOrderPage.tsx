import { ManagerListPage } from './ManagerListPage';

/** /app/chat-manager/re-assign-order: assigned orders, give them to another agent. */
export default function ReassignOrderPage() {
  return <ManagerListPage kind="reassign" />;
}
