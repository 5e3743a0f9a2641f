import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/**
 * User Management (spec 2): the users list, a new user and one user's edit page. These replace the
 * generated screens of resources/users.ts, which keeps only the API calls (no routes, no menu).
 */
export const userManagementPages: WorkflowPage[] = [
  {
    path: '/user-management/users-list', element: lazy(() => import('./UsersListPage')), ability: 'users.manage',
    menu: { group: 'User Management', label: 'Users', order: 1 },
  },
  {
    path: '/user-management/create-new-user', element: lazy(() => import('./CreateUserPage')), ability: 'users.manage',
    menu: { group: 'User Management', label: 'Create New User', order: 2 },
  },
  { path: '/user-management/edit-user/:userId', element: lazy(() => import('./EditUserPage')), ability: 'users.manage' },
];
