import { useSyncExternalStore } from 'react';

/** The signed-in user as the app keeps it in local storage under `user` (with the token under `token`). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  mobileNumber: string;
  address: string;
  role: 'admin' | 'customer';
}

export interface Session {
  user: SessionUser | null;
  token: string | null;
}

const USER_KEY = 'user';
const TOKEN_KEY = 'token';

/** A stored user must have id, email and role; anything else is discarded. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const id = value.id ?? value._id;
    const role = typeof value.role === 'string' ? value.role.toLowerCase() : undefined;
    if (typeof id !== 'string' || !id || typeof value.email !== 'string' || !value.email || !role)
      return null;
    return {
      id,
      email: value.email,
      name: typeof value.name === 'string' ? value.name : '',
      mobileNumber: typeof value.mobileNumber === 'string' ? value.mobileNumber : '',
      address: typeof value.address === 'string' ? value.address : '',
      role: role === 'admin' ? 'admin' : 'customer',
    };
  } catch {
    return null;
  }
}

/**
 * No one signed in: one object, so a page the server rendered for an anonymous visitor (it never
 * sees local storage) hydrates with the very snapshot it was rendered with, and React need not
 * render it all again.
 */
const ANONYMOUS: Session = { user: null, token: null };

function read(): Session {
  // Outside a browser (unit tests, tooling) there is no storage and so no session.
  if (typeof localStorage === 'undefined') return ANONYMOUS;
  const rawUser = localStorage.getItem(USER_KEY);
  const user = parseStoredUser(rawUser);
  if (rawUser && !user) {
    // The specs: an invalid stored user clears the stored session (its token goes with it).
    console.warn('Invalid user data in localStorage');
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(TOKEN_KEY);
  }
  const token = localStorage.getItem(TOKEN_KEY);
  return user || token ? { user, token } : ANONYMOUS;
}

let current: Session = read();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  get: (): Session => current,
  token: (): string | null => current.token,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: SessionUser, token: string) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    localStorage.setItem(TOKEN_KEY, token);
    current = { user, token };
    emit();
  },
  setToken(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
    current = { ...current, token };
    emit();
  },
  setUser(user: SessionUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    current = { ...current, user };
    emit();
  },
  clear() {
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(TOKEN_KEY);
    current = ANONYMOUS;
    emit();
  },
};

// Another tab signing in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === USER_KEY || e.key === TOKEN_KEY || e.key === null) {
      current = read();
      emit();
    }
  });
}

/**
 * The stored session. While a server-rendered page hydrates it reads as anonymous, as the server
 * rendered it; React then renders again at once with the stored one.
 */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => ANONYMOUS);
}
