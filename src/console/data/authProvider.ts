import type { AuthProvider, UserIdentity } from 'ra-core';
import { getAuth, hasChosenRole, isSignedIn } from './authState';
import { canAccessResource } from './access';
import { signIn, signOut } from './session';
import type { ApiError } from './apiError';

/** react-admin's view of the session. The state lives in authState; the calls in session.ts. */
export const authProvider: AuthProvider = {
  login: ({ email, password }: { email: string; password: string }) => signIn(email, password),

  logout: async () => {
    await signOut();
    // Outside react-admin's basename: the public sign-in page.
    return '/login';
  },

  checkAuth: async () => {
    if (!isSignedIn()) throw { redirectTo: '/login', message: false };
    if (!hasChosenRole()) throw { redirectTo: '/confirm-location-and-role', message: false };
  },

  checkError: async (error: Partial<ApiError>) => {
    // The http client has already tried a refresh; a 401 reaching here means the session is gone.
    if (error?.status === 401) throw { redirectTo: '/login', message: false };
    // 403 is "not for your role": stay signed in.
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const { user } = getAuth();
    const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';
    return { id: user?._id ?? '', fullName, avatar: user?.avatar ?? undefined };
  },

  getPermissions: async () => getAuth().abilities ?? {},

  canAccess: async ({ action, resource }) => canAccessResource(getAuth().abilities, resource, action),
};
