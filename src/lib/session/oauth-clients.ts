/**
 * The partner applications (OAuth clients) this browser session approved on the consent page: on logout each is
 * told (GET /oauth2/client/{id}/user/logout/notify), so that it can end its own session of this user. Kept in
 * sessionStorage: a client approved in another tab or an earlier visit ends with its tokens, not with this logout.
 */
import { notifyOauthClientLogout } from '../../../generated/api/auth/auth';
import { safeSessionStorage } from '../storage/safe-storage';

const KEY = 'oauth-approved-clients';

function approvedClients(): string[] {
  try {
    const list: unknown = JSON.parse(safeSessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberApprovedClient(clientId: string): void {
  const list = approvedClients();
  if (!list.includes(clientId)) safeSessionStorage.setItem(KEY, JSON.stringify([...list, clientId]));
}

/** After a logout: every approved client is told, once; a notice that fails is not retried (the client's tokens expire). */
export async function notifyClientsOfLogout(): Promise<void> {
  const list = approvedClients();
  safeSessionStorage.removeItem(KEY);
  await Promise.allSettled(list.map((id) => notifyOauthClientLogout(id)));
}
