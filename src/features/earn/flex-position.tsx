/**
 * The user's flexible investment in a plan: what is invested and earned (rewards below the smallest step
 * read "< step"), auto-reinvest on or off, redeem part of it, or close it after a confirmation. After a close
 * the history is invalidated after 1 s (spec section 4), when the server has written it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCloseFlexInvestment, useUpdateFlexAutoReinvest } from '../../../generated/api/earn-flex/earn-flex';
import type { FlexInvestment } from '../../../generated/api/model/flexInvestment.zod';
import { formatRate } from '../../lib/format/number-format';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { flexHistoryKey, HISTORY_REFRESH_DELAY_MS, refreshFlex } from './earn-keys';
import { formatAmount, formatReward } from './earn-format';
import { FlexRedeemForm } from './flex-redeem-form';

export function FlexPosition({ investment, decimals }: { investment: FlexInvestment; decimals: number }) {
  const { t, i18n } = useTranslation('earn');
  const queryClient = useQueryClient();
  const close = useCloseFlexInvestment();
  const reinvest = useUpdateFlexAutoReinvest();
  const locale = i18n.language;
  const { ticker } = investment;

  return (
    <section className="card earn-position" aria-labelledby="flex-position-title" data-testid="flex-position">
      <h2 id="flex-position-title" className="card__title">
        {t('position.title')}
      </h2>
      <dl className="definition-list">
        <dt>{t('position.invested')}</dt>
        <dd>
          {formatAmount(investment.amount, decimals, locale)} {ticker}
        </dd>
        <dt>{t('position.earned')}</dt>
        <dd data-testid="flex-earned">
          {formatReward(investment.earned, decimals, locale)} {ticker}
        </dd>
        {investment.lastDayEarned !== undefined && (
          <>
            <dt>{t('position.lastDay')}</dt>
            <dd>
              {formatReward(investment.lastDayEarned, decimals, locale)} {ticker}
            </dd>
          </>
        )}
        {investment.rate && (
          <>
            <dt>{t('position.rate')}</dt>
            <dd className="up">{formatRate(investment.rate, locale)}</dd>
          </>
        )}
      </dl>
      <label className="checkbox switch">
        <input
          type="checkbox"
          role="switch"
          checked={investment.autoReinvest}
          disabled={reinvest.isPending}
          onChange={(e) =>
            reinvest.mutate(
              { ticker, data: { autoReinvest: e.target.checked } },
              {
                onSuccess: ({ data }) => {
                  notify.success(data.autoReinvest ? t('position.reinvestOn') : t('position.reinvestOff'));
                  refreshFlex(queryClient, ticker);
                },
                onError: (error) => failedToFetchToast(error),
              },
            )
          }
        />
        {t('position.autoReinvest')}
      </label>
      <FlexRedeemForm investment={investment} decimals={decimals} />
      <div className="form__actions">
        <ConfirmAction
          label={t('position.close')}
          question={t('position.closeQuestion', { amount: formatAmount(investment.amount, decimals, locale), ticker })}
          confirmLabel={t('position.closeConfirm')}
          cancelLabel={t('actions.cancel')}
          pending={close.isPending}
          onConfirm={() =>
            close.mutate(
              { ticker },
              {
                onSuccess: () => {
                  notify.success(t('position.closed', { ticker }));
                  refreshFlex(queryClient, ticker);
                  setTimeout(() => void queryClient.invalidateQueries({ queryKey: flexHistoryKey() }), HISTORY_REFRESH_DELAY_MS);
                },
                onError: (error) => failedToFetchToast(error),
              },
            )
          }
        />
      </div>
    </section>
  );
}
