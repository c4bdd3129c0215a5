/**
 * /wb-card/dashboard: the card (balance, status, masked number, holder, expiry, delivery address), the ways to top it
 * up and withdraw from it, and its transactions (listPaymentCardTransactions), newest first.
 */
import { useTranslation } from 'react-i18next';
import { useListPaymentCardTransactions } from '../../../generated/api/payment-card/payment-card';
import { formatDateTime } from '../../lib/format/date-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { money } from './card-format';
import { CardDetails } from './card-details';
import { WithPaymentCard } from './with-payment-card';

export function CardDashboard() {
  return (
    <WithPaymentCard poll>
      {(card) => (
        <div className="card-product" data-testid="wb-card-dashboard">
          <CardDetails card={card} />
          <CardActions />
          <Transactions />
        </div>
      )}
    </WithPaymentCard>
  );
}

export function CardActions() {
  const { t } = useTranslation('card');
  return (
    <p className="p2p-actions">
      <AppLink className="button" to="/wb-card/deposit">
        {t('links.deposit')}
      </AppLink>
      <AppLink className="button button--secondary" to="/wb-card/withdraw">
        {t('links.withdraw')}
      </AppLink>
    </p>
  );
}

function Transactions() {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  const list = useListPaymentCardTransactions({ limit: 100 });
  if (list.isPending) return <QueryLoading />;
  if (list.isError) return <CallError error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.data;
  return (
    <section aria-labelledby="wb-card-transactions">
      <h2 id="wb-card-transactions">{t('dashboard.transactions')}</h2>
      {rows.length === 0 ? (
        <QueryEmpty>{t('dashboard.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="wb-card-transactions">
            <caption className="visually-hidden">{t('dashboard.transactions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.time')}</th>
                <th scope="col">{t('dashboard.type')}</th>
                <th scope="col">{t('dashboard.amount')}</th>
                <th scope="col">{t('dashboard.fee')}</th>
                <th scope="col">{t('dashboard.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="wb-card-transaction" data-type={r.type}>
                  <td>{formatDateTime(r.createdAt, locale)}</td>
                  <td>{t(`dashboard.types.${r.type}`)}</td>
                  <td className="num" data-value={r.amount}>
                    {money(r.amount, r.ticker, locale)}
                  </td>
                  <td className="num">{money(r.fee, r.ticker, locale)}</td>
                  <td className="num" data-value={r.balanceAfter}>
                    {money(r.balanceAfter, r.ticker, locale)}
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
