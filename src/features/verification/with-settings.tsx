/**
 * The session's settings (GET /v2/settings) for the intro and verification pages, with its loading and failure.
 */
import { QueryError, QueryLoading } from '../../ui/query-state';
import { useGetSettings } from '../../../generated/api/session/session';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';

export type Settings = SettingsResponse['data'];

export function WithSettings({ children }: { children: (settings: Settings) => React.ReactNode }) {
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data.data)}</>;
}
