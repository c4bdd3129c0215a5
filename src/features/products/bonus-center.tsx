/**
 * /lifecell-bonus-center: the user's bonuses of the bonus centre with their amount, status and expiry. An available
 * voucher can be activated (the contract's assumed activateBonusCenterBonus): it becomes a trading bonus of the
 * collateral account, listed in the history tab collateral/bonuses.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetBonusCenterQueryKey, useActivateBonusCenterBonus, useGetBonusCenter } from '../../../generated/api/misc/misc';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { notify } from '../../lib/toast/toast';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { AppLink } from '../../ui/app-link';

export function BonusCenter() {
  const { t, i18n } = useTranslation('products');
  const bonuses = useGetBonusCenter({ query: { staleTime: 30_000 } });
  const queryClient = useQueryClient();
  const activate = useActivateBonusCenterBonus({
    mutation: {
      onSuccess: ({ data }) => {
        notify.success(t('bonus.activated', { amount: data.amount, ticker: data.ticker }));
        void queryClient.invalidateQueries({ queryKey: getGetBonusCenterQueryKey() });
      },
      onError: (error) => failedToFetchToast(error),
    },
  });
  const lng = i18n.language;
  return (
    <div className="bonus-center">
      {bonuses.isPending ? (
        <QueryLoading />
      ) : bonuses.isError ? (
        <QueryError error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      ) : bonuses.data.data.length === 0 ? (
        <QueryEmpty>
          <p>{t('bonus.empty')}</p>
          <AppLink to="/lifecell-promo">{t('links.lifecellPromo')}</AppLink>
        </QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="bonus-table">
            <thead>
              <tr>
                <th scope="col">{t('bonus.columns.title')}</th>
                <th scope="col">{t('bonus.columns.amount')}</th>
                <th scope="col">{t('bonus.columns.status')}</th>
                <th scope="col">{t('bonus.columns.received')}</th>
                <th scope="col">{t('bonus.columns.expires')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('bonus.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bonuses.data.data.map((b, index) => (
                <tr key={`${b.id}-${index}`} data-testid="bonus-row">
                  <th scope="row">{b.title}</th>
                  <td className="num">
                    {formatDecimal(b.amount, lng, { max: 8 })} {b.ticker}
                  </td>
                  <td>
                    <span className={`status-pill status-pill--${b.status === 'active' || b.status === 'available' ? 'on' : 'off'}`}>
                      {t(`bonus.statuses.${b.status}`)}
                    </span>
                  </td>
                  <td>{formatDate(b.createdAt, lng)}</td>
                  <td>{b.expiresAt ? formatDate(b.expiresAt, lng) : '—'}</td>
                  <td>
                    {b.status === 'available' && (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={activate.isPending}
                        onClick={() => activate.mutate({ id: b.id })}
                        data-testid="bonus-activate"
                      >
                        {t('bonus.activate', { title: b.title })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
