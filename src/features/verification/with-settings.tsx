/**
 * The session's settings (GET /v2/settings) and the identity checks' state (GET /v2/verification/status) for the
 * intro and verification pages, with their loading and failure (1508 for the checks).
 */
import { useGetSettings } from '../../../generated/api/session/session';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { CallError } from '../../ui/call-error';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { useVerificationStatus, type Checks } from './verification-status';

export type Settings = SettingsResponse['data'];

export function WithSettings({ children }: { children: (settings: Settings) => React.ReactNode }) {
  const settings = useGetSettings({ query: { staleTime: 30_000 } });
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data.data)}</>;
}

export function WithChecks({ children }: { children: (settings: Settings, checks: Checks) => React.ReactNode }) {
  const checks = useVerificationStatus();
  return (
    <WithSettings>
      {(settings) =>
        checks.isPending ? (
          <QueryLoading />
        ) : checks.isError ? (
          <CallError error={checks.error} onRetry={() => void checks.refetch()} />
        ) : (
          children(settings, checks.data.data)
        )
      }
    </WithSettings>
  );
}
