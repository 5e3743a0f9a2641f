import { useSyncExternalStore } from 'react';
import { getAuth, subscribeAuth, type AuthState } from './authState';

/** The auth state, re-rendering when it changes (sign-in, refresh, sign-out, another tab). */
export const useAuthState = (): AuthState => useSyncExternalStore(subscribeAuth, getAuth, getAuth);
