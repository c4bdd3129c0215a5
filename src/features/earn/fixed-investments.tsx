/**
 * The user's fixed investments (GET /v2/smart/fixed-plans/investments), of one ticker or all: amount, APR,
 * expected profit and term; an active one can be closed early after a confirmation (POST .../close {id}).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCloseFixedInvestment, useListFixedInvestments } from '../../../generated/api/earn-fixed/earn-fixed';
import { formatRate } from '../../lib/format/number-format';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDate } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { refreshFixed } from './earn-keys';
import { formatAmount, formatReward } from './earn-format';

export function FixedInvestments({ ticker }: { ticker?: string }) {
  const { t, i18n } = useTranslation('earn');
  const queryClient = useQueryClient();
  const investments = useListFixedInvestments();
  const close = useCloseFixedInvestment();
  const locale = i18n.language;
  const rows = (investments.data?.data ?? []).filter((i) => !ticker || i.ticker === ticker).sort((a, b) => b.startedAt - a.startedAt);
  return (
    <section aria-labelledby="fixed-investments-title" className="earn-section">
      <h2 id="fixed-investments-title">{t('fixed.mine')}</h2>
      {investments.isPending ? (
        <QueryLoading />
      ) : investments.isError ? (
        <QueryError error={investments.error} onRetry={() => void investments.refetch()} />
      ) : rows.length === 0 ? (
        <QueryEmpty>{t('fixed.noInvestments')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="fixed-investments">
            <caption className="visually-hidden">{t('fixed.mine')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('plans.asset')}</th>
                <th scope="col">{t('position.invested')}</th>
                <th scope="col">{t('fixed.apr')}</th>
                <th scope="col">{t('fixed.expectedProfit')}</th>
                <th scope="col">{t('fixed.period')}</th>
                <th scope="col">{t('fixed.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('plans.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((inv) => (
                <tr key={inv.id}>
                  <th scope="row">{inv.ticker}</th>
                  <td className="num">{formatAmount(inv.amount, 8, locale)}</td>
                  <td className="num">{formatRate(inv.rate, locale)}</td>
                  <td className="num">{formatReward(inv.expectedProfit, 8, locale)}</td>
                  <td>
                    {formatDate(inv.startedAt, locale)} – {formatDate(inv.endsAt, locale)}
                  </td>
                  <td>{t(`fixed.statuses.${inv.status}`)}</td>
                  <td>
                    {inv.status === 1 && (
                      <ConfirmAction
                        label={t('fixed.close')}
                        question={t('fixed.closeQuestion')}
                        confirmLabel={t('fixed.closeConfirm')}
                        cancelLabel={t('actions.cancel')}
                        pending={close.isPending}
                        onConfirm={() =>
                          close.mutate(
                            { data: { id: inv.id } },
                            {
                              onSuccess: () => {
                                notify.success(t('fixed.closed', { ticker: inv.ticker }));
                                refreshFixed(queryClient);
                              },
                              onError: (error) => failedToFetchToast(error),
                            },
                          )
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
