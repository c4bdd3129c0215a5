/**
 * Downloads a mining report (CSV) of the last 30 days: the whole pool, one account or one worker. The call
 * answers a file, handed to the browser as a download; the button is disabled while it runs and a failure
 * shows the failed-to-fetch toast.
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

const DAY_SECONDS = 86_400;
export const REPORT_DAYS = 30;

export function reportPeriod(nowMs: number): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000);
  return { from: to - REPORT_DAYS * DAY_SECONDS, to };
}

function fileName(scope: ReportScope): string {
  if (scope.kind === 'pool') return 'mining-pool-report.csv';
  if (scope.kind === 'account') return `mining-account-${scope.accountId}.csv`;
  return `mining-worker-${scope.workerId}.csv`;
}

export function ReportDownload({ scope }: { scope: ReportScope }) {
  const { t } = useTranslation('mining-pool');
  const download = useMutation({
    mutationFn: () => {
      const period = reportPeriod(Date.now());
      if (scope.kind === 'pool') return downloadMiningPoolReport(period);
      if (scope.kind === 'account') return downloadMiningAccountReport(scope.accountId, period);
      return downloadMiningWorkerReport(scope.accountId, scope.workerId, period);
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
