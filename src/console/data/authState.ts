import type { AbilityMap } from '@shared/permissions/can';

/** The signed-in agent as the login and set-login-location-and-role calls describe them (wire names). */
export interface SignedInUser {
  _id: string | number;
  first_name?: string;
  last_name?: string;
  email?: string;
  designation?: string;
  avatar?: string | null;
  agent_type?: string;
  display_id?: string;
  agent_role?: string;
  agent_location?: string | number;
  agent_location_name?: string;
}

export interface PharmacyLocationChoice { id: string | number; name: string }

export interface SessionTokens { accessToken: string; refreshToken: string; expiresIn?: number }

/** Everything the console keeps between page loads. Nothing else is persisted (theme aside). */
export interface AuthState {
  token?: SessionTokens;
  user?: SignedInUser;
  locations: PharmacyLocationChoice[];
  roles: string[];
  multiSelection: boolean;
  role?: string;
  location?: PharmacyLocationChoice;
  abilities?: AbilityMap;
}

export const AUTH_STORAGE_KEY = 'rxdesk.auth';
const EMPTY: AuthState = { locations: [], roles: [], multiSelection: false };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: AuthState = read();

function read(): AuthState {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as AuthState) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(next: AuthState): void {
  current = next;
  try {
    if (next.token) globalThis.localStorage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    else globalThis.localStorage?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still works for this tab.
  }
  listeners.forEach((l) => l());
}

export const getAuth = (): AuthState => current;
export const setAuth = (patch: Partial<AuthState>): void => write({ ...current, ...patch });
export const clearAuth = (): void => write(EMPTY);
/** Re-reads storage (tests, and another tab signing in or out). */
export const reloadAuth = (): void => write(read());

export const subscribeAuth = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isSignedIn = (s: AuthState = current): boolean => !!s.token?.accessToken;
export const hasChosenRole = (s: AuthState = current): boolean => isSignedIn(s) && !!s.role && !!s.abilities;

// Another tab signed out or switched role: follow it.
globalThis.window?.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key === AUTH_STORAGE_KEY) {
    current = read();
    listeners.forEach((l) => l());
  }
});
