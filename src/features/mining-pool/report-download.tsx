/**
 * Downloads a mining report (CSV) of the last 30 days: the whole pool, one account or one worker. The period is left
 * to the exchange (the calls' default: the 30 days up to its now), so that the report's days are those of the
 * exchange's clock, which pays the rewards, not of this device's. The call answers a file, handed to the browser as a
 * download; the button is disabled while it runs and a failure shows the failed-to-fetch toast.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  downloadMiningAccountReport,
  downloadMiningPoolReport,
  downloadMiningWorkerReport,
} from '../../../generated/api/internal/internal';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { saveFile } from '../../lib/files/save-file';

export type ReportScope =
  { kind: 'pool' } | { kind: 'account'; accountId: number } | { kind: 'worker'; accountId: number; workerId: number };

/** The calls' default period, in days (contracts/openapi/paths/internal.yaml). */
export const REPORT_DAYS = 30;

function fileName(scope: ReportScope): string {
  if (scope.kind === 'pool') return 'mining-pool-report.csv';
  if (scope.kind === 'account') return `mining-account-${scope.accountId}.csv`;
  return `mining-worker-${scope.workerId}.csv`;
}

export function ReportDownload({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation('mining-pool');
  const download = useMutation({
    mutationFn: () => {
      if (scope.kind === 'pool') return downloadMiningPoolReport();
      if (scope.kind === 'account') return downloadMiningAccountReport(scope.accountId);
      return downloadMiningWorkerReport(scope.accountId, scope.workerId);
    },
    onSuccess: (blob) => saveFile(blob, fileName(scope)),
    onError: (error) => failedToFetchToast(error),
  });
  return (
    <p className="report-download">
      <button
        type="button"
        className="button button--secondary"
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() => download.mutate()}
        data-testid={`report-${scope.kind}`}
      >
        {download.isPending ? t('report.preparing') : t(`report.${scope.kind}`, { days: REPORT_DAYS })}
      </button>
    </p>
  );
}
