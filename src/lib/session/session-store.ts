/**
 * The logged-in flag and the session fields persisted in cookies (spec sections 4 and 9): isLogined,
 * permissions and mainAccountExternalId, lax, one year. The flag turns true when the settings call returns a
 * user and false on a 401 or a logout. Route guards read it synchronously; the app refreshes it from
 * GET /v2/settings at start and after login.
 */
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from '../cookies/cookies';

export const SESSION_COOKIES = {
  isLogined: 'isLogined',
  permissions: 'permissions',
  mainAccountExternalId: 'mainAccountExternalId',
} as const;
const ONE_YEAR_DAYS = 365;

export interface SessionSnapshot {
  readonly loggedIn: boolean;
  /** Permission flags by feature (enabled, hide), as the settings call gave them. */
  readonly permissions: Readonly<Record<string, { enabled: boolean; hide: boolean }>>;
  /** Set for a sub-account session: the main account to switch back to. */
  readonly mainAccountExternalId: string | undefined;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = readPersisted();

function readPersisted(): SessionSnapshot {
  let permissions: SessionSnapshot['permissions'] = {};
  try {
    permissions = JSON.parse(readCookie(SESSION_COOKIES.permissions) ?? '{}') as SessionSnapshot['permissions'];
  } catch {
    permissions = {};
  }
  return {
    loggedIn: readCookie(SESSION_COOKIES.isLogined) === 'true',
    permissions,
    mainAccountExternalId: readCookie(SESSION_COOKIES.mainAccountExternalId) || undefined,
  };
}

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const l of listeners) l();
}

export const session = {
  get(): SessionSnapshot {
    return snapshot;
  },
  isLoggedIn(): boolean {
    return snapshot.loggedIn;
  },
  /** Records a logged-in user; returns true when this is the first detection (the app then reloads or redirects). */
  markLoggedIn(fields: { permissions?: SessionSnapshot['permissions']; mainAccountExternalId?: string | null }): boolean {
    const firstDetection = !snapshot.loggedIn;
    writeCookie(SESSION_COOKIES.isLogined, 'true', { days: ONE_YEAR_DAYS });
    writeCookie(SESSION_COOKIES.permissions, JSON.stringify(fields.permissions ?? {}), { days: ONE_YEAR_DAYS });
    if (fields.mainAccountExternalId)
      writeCookie(SESSION_COOKIES.mainAccountExternalId, fields.mainAccountExternalId, { days: ONE_YEAR_DAYS });
    else deleteCookie(SESSION_COOKIES.mainAccountExternalId);
    publish({ loggedIn: true, permissions: fields.permissions ?? {}, mainAccountExternalId: fields.mainAccountExternalId ?? undefined });
    return firstDetection;
  },
  /** A 401 or a logout: the flag and the persisted fields go. */
  clear(): void {
    for (const name of Object.values(SESSION_COOKIES)) deleteCookie(name);
    if (snapshot.loggedIn || snapshot.mainAccountExternalId)
      publish({ loggedIn: false, permissions: {}, mainAccountExternalId: undefined });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
