/**
 * /settings/general/leverage: the margin and futures leverage (GET and POST /v2/trade/margin/leverage), one of the
 * levels the contract accepts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverageLevel } from '../../../generated/api/model/leverageLevel.zod';
import { getGetLeverageQueryKey, useGetLeverage, useUpdateLeverage } from '../../../generated/api/trade/trade';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { notify } from '../../lib/toast/toast';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { SegmentedControl } from '../../ui/segmented-control';

/** The levels the contract accepts (LeverageLevel). */
export const LEVERAGE_LEVELS: readonly LeverageLevel[] = [1, 2, 3, 5, 10, 20, 50, 100];

export function LeverageScreen() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const leverage = useGetLeverage();
  const update = useUpdateLeverage();
  const [chosen, setChosen] = useState<LeverageLevel | undefined>();
  const current = leverage.data?.data.leverage;
  const value = chosen ?? current;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (value === undefined || value === current) return;
    update.mutate(
      { data: { leverage: value } },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetLeverageQueryKey(), response);
          setChosen(undefined);
          notify.success(t('leverage.saved', { leverage: response.data.leverage }));
        },
        onError: (error) => failedToFetchToast(error),
      },
    );
  };

  return (
    <StandardAreaPage>
      {leverage.isPending ? (
        <QueryLoading />
      ) : leverage.isError ? (
        <QueryError error={leverage.error} onRetry={() => void leverage.refetch()} />
      ) : (
        <form className="form card settings-card" onSubmit={save} aria-labelledby="leverage-title">
          <h2 id="leverage-title" className="card__title">
            {t('leverage.current', { leverage: current })}
          </h2>
          <p className="field__hint">{t('leverage.hint')}</p>
          <SegmentedControl
            variant="radio"
            aria-label={t('leverage.label')}
            items={LEVERAGE_LEVELS.map((level) => ({ value: level, label: `${level}×` }))}
            value={value}
            onChange={setChosen}
          />
          {value !== undefined && value >= 20 && <p className="notice notice--warning">{t('leverage.risk')}</p>}
          <div className="form__actions">
            <button type="submit" className="button" disabled={value === current || update.isPending}>
              {update.isPending ? t('actions.saving') : t('actions.save')}
            </button>
          </div>
        </form>
      )}
    </StandardAreaPage>
  );
}
