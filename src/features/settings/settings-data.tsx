/**
 * The session's user and permissions (GET /v2/settings), which most settings screens start from. The app
 * loads it at start, so screens usually read it from the cache; its loading and failure look the same on
 * every screen.
 */
import type { ReactNode } from 'react';
import { useGetSettings } from '../../../generated/api/session/session';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { QueryError, QueryLoading } from '../../ui/query-state';

export type SettingsData = SettingsResponse['data'];
export type SettingsUser = SettingsData['user'];

export const SETTINGS_STALE_MS = 30_000;

export function useSettingsData() {
  return useGetSettings({ query: { staleTime: SETTINGS_STALE_MS } });
}

/** Spec section 6: the second factor counts as enabled if two-factor or a passkey is on. */
export function secondFactorEnabled(flags: SettingsUser['flags']): boolean {
  return flags.isTwoFactorEnabled || flags.isPasskeyEnabled;
}

export function WithSettings({ children }: { children: (settings: SettingsData) => ReactNode }) {
  const settings = useSettingsData();
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data.data)}</>;
}
