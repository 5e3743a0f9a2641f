import { ManagerListPage } from './ManagerListPage';

/** /app/chat-manager/assign-order: unassigned orders, assign to an agent or to me. */
export default function AssignOrderPage() {
  return <ManagerListPage kind="assign" />;
}
