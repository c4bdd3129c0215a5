/**
 * /settings/general/futures-hedge-mode: futures hedge mode on or off (GET and POST /v2/trade/futures/hedge-mode).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetFuturesHedgeModeQueryKey, useGetFuturesHedgeMode, useUpdateFuturesHedgeMode } from '../../../generated/api/trade/trade';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { notify } from '../../lib/toast/toast';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function HedgeModeScreen() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const mode = useGetFuturesHedgeMode();
  const update = useUpdateFuturesHedgeMode();
  const on = mode.data?.data.hedgeMode;

  const toggle = () => {
    if (on === undefined) return;
    update.mutate(
      { data: { hedgeMode: !on } },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetFuturesHedgeModeQueryKey(), response);
          notify.success(response.data.hedgeMode ? t('hedgeMode.turnedOn') : t('hedgeMode.turnedOff'));
        },
        onError: (error) => failedToFetchToast(error),
      },
    );
  };

  return (
    <StandardAreaPage>
      {mode.isPending ? (
        <QueryLoading />
      ) : mode.isError ? (
        <QueryError error={mode.error} onRetry={() => void mode.refetch()} />
      ) : (
        <section className="card settings-card" aria-labelledby="hedge-title">
          <h2 id="hedge-title" className="card__title">
            {on ? t('hedgeMode.on') : t('hedgeMode.off')}
          </h2>
          <p>{t('hedgeMode.explain')}</p>
          <p className="field__hint">{t('hedgeMode.openPositions')}</p>
          <label className="checkbox switch">
            <input type="checkbox" role="switch" checked={Boolean(on)} disabled={update.isPending} onChange={toggle} />
            {t('hedgeMode.label')}
          </label>
        </section>
      )}
    </StandardAreaPage>
  );
}
